/// The window's video layers, below its surface (see `VideoSurface`).
extension Window {
    /// A new video layer below the window's surface, above the video layers made before it,
    /// showing nothing until its first frame; nil when the compositor offers no subsurfaces or
    /// no `wp_viewporter` (frames are then drawn by the renderer instead).
    package func makeVideoSurface() -> VideoSurface? {
        layers?.makeVideoLayer().map(VideoSurface.init(layer:))
    }

    /// Stacks `surfaces` (this window's) in this order below the window's surface, bottom
    /// first, with the window's next commit.
    package func orderVideoSurfaces(_ surfaces: [VideoSurface]) {
        for surface in surfaces { surface.layer.placeBelow(self.surface) }
    }
}
