import Foundation
import Tactile

/// The video group's minimal Tactile app: one `VideoView` filling a fullscreen window,
/// playing a clip muted and looping (its defaults), and nothing else. It runs in a process of
/// its own (`tactile-bench play-video CLIP`), as `gst-launch-1.0` does for the floor, so that
/// /proc counts the app alone; SIGTERM ends it. With TACTILE_VIDEO_THROUGH_RENDERER set in its
/// environment, its window draws every frame through the renderer.
enum VideoPlayerApp {
    /// The first argument that runs this app instead of benchmark groups.
    static let command = "play-video"

    /// Plays `clip` until a termination signal; returns the exit status.
    static func run(clip: String) -> Int32 {
        do {
            let application = try Application(configuration: .init(title: "bench video", preferredSize: Size(width: 1920, height: 1080),
                                                                   fullscreen: true))
            let video = VideoView(frame: Rect(origin: .zero, size: application.size), source: .file(clip))
            application.rootView.addSubview(video)
            application.onResize = { size, _ in video.frame = Rect(origin: .zero, size: size) }
            try application.run()
            return 0
        } catch {
            print("\(command): \(error)")
            return 1
        }
    }
}
