#!/usr/bin/python3
"""A screen reader's view of the session's apps over AT-SPI, driven line by line from
standard input, for the AT-SPI tests of Tactile's bridge. It reads through pyatspi (libatspi,
as Orca does) and makes raw D-Bus calls through Gio where pyatspi would hide the reply.

Commands, each answered by lines on standard output that end with "ok COMMAND" (or
"failed COMMAND: WHY"):
  status ON           sets org.a11y.Status IsEnabled on the session bus (1 or 0)
  apps                "app NAME" for each application on the desktop
  find NAME           waits for an application called NAME; "app NAME toolkit T"
  tree                "node DEPTH ROLE|NAME|ACTIONS|STATES" for each element of the app found
  lost NAME           waits until no application is called NAME; "lost NAME"
  text NAME           the first element called NAME's text: "text TEXT caret N word W", W the
                      word at the caret
  value NAME V        sets the Value of the first element called NAME to V; "value NAME NOW of MIN to MAX"
  do NAME             DoAction 0 on the app's first push button called NAME; "did NAME RESULT"
  remember            keeps the object paths of the app's elements now
  gone                for the first remembered path no longer in the tree, GetRole through
                      D-Bus; "gone PATH error ERRORNAME" (or "gone PATH answered")
  events              "event TYPE" for each event heard since the last `events`
Every wait gives up after 20 s.
"""
import sys
import time
import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib
import pyatspi

app = None
remembered = []
heard = []


def say(line):
    print(line, flush=True)


def session_call(interface, method, parameters, reply_type):
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    return bus.call_sync("org.a11y.Bus", "/org/a11y/bus", interface, method, parameters,
                         GLib.VariantType(reply_type) if reply_type else None, Gio.DBusCallFlags.NONE, 10000, None)


def desktop_apps():
    desktop = pyatspi.Registry.getDesktop(0)
    desktop.clearCache()
    return [child for child in desktop if child is not None]


def walk(element, depth=0):
    yield depth, element
    for index in range(element.childCount):
        child = element.getChildAtIndex(index)
        if child is not None:
            yield from walk(child, depth + 1)


def pump(seconds):
    """Lets libatspi's main context deliver events for a while."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        context.iteration(False)
        time.sleep(0.01)


def wait_for(condition):
    end = time.monotonic() + 20
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        pump(0.1)
    return None


def description(element):
    actions = []
    try:
        action = element.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        pass
    states = sorted(pyatspi.stateToString(s) for s in element.getState().getStates()
                    if s in (pyatspi.STATE_FOCUSED, pyatspi.STATE_SELECTED, pyatspi.STATE_CHECKED))
    return "%s|%s|%s|%s" % (element.getRoleName(), element.name, ",".join(actions), ",".join(states))


def on_event(event):
    heard.append(event.type)


def run(command, argument):
    global app, remembered, heard
    if command == "status":
        session_call("org.freedesktop.DBus.Properties", "Set",
                     GLib.Variant("(ssv)", ("org.a11y.Status", "IsEnabled", GLib.Variant("b", argument == "1"))), None)
    elif command == "apps":
        for child in desktop_apps():
            say("app " + child.name)
    elif command == "find":
        app = wait_for(lambda: next((child for child in desktop_apps() if child.name == argument), None))
        if app is None:
            raise RuntimeError("no application %r among %r" % (argument, [c.name for c in desktop_apps()]))
        app.clearCache()
        say("app %s toolkit %s" % (app.name, app.get_toolkit_name()))
        pyatspi.Registry.registerEventListener(on_event, "object:state-changed", "object:children-changed",
                                               "object:property-change:accessible-name", "focus:", "object:text-changed",
                                               "object:text-caret-moved", "object:announcement")
    elif command == "lost":
        if wait_for(lambda: all(child.name != argument for child in desktop_apps())) is None:
            raise RuntimeError("%r is still on the desktop" % argument)
        say("lost " + argument)
    elif command == "text":
        app.clearCache()
        field = next((e for _, e in walk(app) if e.name == argument), None)
        if field is None:
            raise RuntimeError("no element %r" % argument)
        text = field.queryText()
        word = text.getTextAtOffset(text.caretOffset, pyatspi.TEXT_BOUNDARY_WORD_START)[0]
        say("text %s caret %d word %s" % (text.getText(0, -1), text.caretOffset, word))
    elif command == "tree":
        app.clearCache()
        for depth, element in walk(app):
            say("node %d %s" % (depth, description(element)))
    elif command == "do":
        app.clearCache()
        button = next((e for _, e in walk(app) if e.getRole() == pyatspi.ROLE_PUSH_BUTTON and e.name == argument), None)
        if button is None:
            raise RuntimeError("no push button %r" % argument)
        say("did %s %s" % (argument, button.queryAction().doAction(0)))
    elif command == "value":
        name, _, number = argument.rpartition(" ")
        app.clearCache()
        element = next((e for _, e in walk(app) if e.name == name), None)
        if element is None:
            raise RuntimeError("no element %r" % name)
        element.queryValue().currentValue = float(number)
        say("value %s %s of %s to %s" % (name, element.queryValue().currentValue, element.queryValue().minimumValue,
                                       element.queryValue().maximumValue))
    elif command == "remember":
        app.clearCache()
        remembered = [e.path for _, e in walk(app)]
    elif command == "gone":
        app.clearCache()
        now = set(e.path for _, e in walk(app))
        path = next((p for p in remembered if p not in now), None)
        if path is None:
            raise RuntimeError("every remembered element is still in the tree")
        bus = Gio.DBusConnection.new_for_address_sync(
            session_call("org.a11y.Bus", "GetAddress", None, "(s)").unpack()[0],
            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        try:
            bus.call_sync(app.app.bus_name, path, "org.a11y.atspi.Accessible", "GetRole", None, None,
                          Gio.DBusCallFlags.NONE, 10000, None)
            say("gone %s answered" % path)
        except GLib.Error as error:
            say("gone %s error %s" % (path, Gio.DBusError.get_remote_error(error)))
    elif command == "events":
        pump(0.5)
        for event_type in heard:
            say("event " + event_type)
        heard = []
    else:
        raise RuntimeError("unknown command")


say("ready")
for line in sys.stdin:
    command, _, argument = line.strip().partition(" ")
    try:
        run(command, argument)
        say("ok " + line.strip())
    except Exception as error:  # the test reads the reason
        say("failed %s: %s" % (line.strip(), error))
