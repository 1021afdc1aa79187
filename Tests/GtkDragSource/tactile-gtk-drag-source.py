#!/usr/bin/env python3
"""A GTK 4 app for the compositor tests: a window filled by one label whose text a drag
carries away (GTK's own wl_data_device drag, offering the text as a desktop app does).

Usage: tactile-gtk-drag-source.py <text>
Reports, one line each on standard output:
  ready        the window is on screen
  drag begin   GTK started a drag
  drag end     the drag ended (dropped or not)
Exits when the compositor goes away or on SIGTERM."""
import signal
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402


def report(line):
    print(line, flush=True)


def main():
    text = sys.argv[1]
    Gtk.init()
    loop = GLib.MainLoop()
    window = Gtk.Window(title="tactile-gtk-drag-source")
    label = Gtk.Label(label=text)
    source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
    source.connect("prepare", lambda *_: Gdk.ContentProvider.new_for_value(text))
    source.connect("drag-begin", lambda *_: report("drag begin"))
    source.connect("drag-end", lambda *_: report("drag end"))
    label.add_controller(source)
    window.set_child(label)
    window.connect("close-request", lambda *_: loop.quit() or False)
    # "ready" once a frame was drawn, not merely presented.
    window.connect("map", lambda *_: GLib.timeout_add(200, lambda: report("ready") or False))
    window.present()
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, lambda: loop.quit() or False)
    loop.run()


main()
