import TactileCore

/// A ready-made attract screen playing a clip in a loop over the whole window (muted, filling
/// it), with a call to touch at the bottom. The clip plays only while the screen shows: the
/// visitor's touch removes the screen and its pipeline pauses at once; a blanked kiosk
/// decodes nothing.
public final class VideoAttractScreen: KioskAttractScreen {
    /// Covers the window; the session sizes it.
    public let view: View
    /// The clip, filling the window.
    public let video: VideoView
    private let call: Label?

    /// A screen looping `source`, with `call` (such as "Touch to start") over it when given;
    /// `poster` shows until the first frame, and if the clip cannot be played.
    public init(source: VideoSource, call: String? = nil, poster: Image? = nil) {
        view = View()
        view.identifier = "attract screen"
        view.backgroundColor = .black
        video = VideoView(source: source)
        video.contentMode = .aspectFill
        video.poster = poster
        view.addSubview(video)
        self.call = call.map { text in
            let label = Label(frame: .zero, text: text,
                              style: TextStyle(font: Font(size: 30, isBold: true), color: .white, alignment: .center))
            label.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.55)
            label.cornerRadius = 12
            return label
        }
        if let call = self.call { view.addSubview(call) }
    }

    /// Fits the clip and the call to the window (they do not drift: the clip moves enough).
    public func advance(to elapsed: TimeSpan) {
        let bounds = view.bounds
        if video.frame != bounds { video.frame = bounds }
        guard let call else { return }
        let width = min(bounds.width - 48, 560), height = 64.0
        let frame = Rect(x: ((bounds.width - width) / 2).rounded(), y: (bounds.height - height - 48).rounded(), width: width, height: height)
        if call.frame != frame { call.frame = frame }
    }
}
