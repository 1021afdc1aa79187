// The manual's code for "Video" (Tactile.docc/Video.md); see SceneAndViews.swift.
import Tactile

/// A looping exhibit clip with a play/pause button over it: the article's first snippet.
func showExhibitClip(in root: View, path: String) -> VideoView {
    let video = VideoView(frame: Rect(x: 40, y: 40, width: 640, height: 360), source: .file(path))
    video.contentMode = .aspectFill
    video.onStateChange = { state in
        if case .failed(let reason) = state { print("clip: \(reason)") }
    }
    root.addSubview(video)
    let button = Button(frame: Rect(x: 56, y: 336, width: 112, height: 48), title: "Pause") { button in
        if video.isPlayRequested { video.pause() } else { video.play() }
        button.title = video.isPlayRequested ? "Pause" : "Play"
    }
    root.addSubview(button)
    return video
}

/// A clip with its sound, from a stream, at twice its speed from its tenth second.
func playNarratedTour(in video: VideoView) {
    video.source = .uri("https://example.org/tour.mp4")
    video.isMuted = false
    video.volume = 0.8
    video.rate = 2
    video.seek(to: .seconds(10))
}

/// A kiosk whose attract screen is a loop: the article's second snippet.
func runSignage(loop path: String) {
    let app = Application.openOrExit(configuration: .init(title: "Museum", fullscreen: true))
    // … build the scene on app.host …
    app.startKioskSession(KioskTimeouts(idleReset: .seconds(120), attract: .seconds(60), blank: .seconds(1800)),
                          attractScreen: { VideoAttractScreen(source: .file(path), call: "Touch to explore") })
    app.runOrExit()
}
