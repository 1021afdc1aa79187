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

    /// A screen looping `source`, with `call` (such as "Touch to start") over it as it is
    /// when given; `poster` shows until the first frame, and if the clip cannot be played.
    public convenience init(source: VideoSource, call: String? = nil, poster: Image? = nil) {
        self.init(source: source, call: call.map { Self.callLabel(Label(text: $0)) }, poster: poster)
    }

    /// A screen looping `source`, with `call` over it in the window's language, shown anew at
    /// each switch (`.touchToStart`: the library's own, translated in every language it
    /// ships); `poster` shows until the first frame, and if the clip cannot be played.
    public convenience init(source: VideoSource, call: LocalizedString, poster: Image? = nil) {
        self.init(source: source, call: Self.callLabel(Label(localizedText: call)), poster: poster)
    }

    private init(source: VideoSource, call: Label?, poster: Image?) {
        view = View()
        view.identifier = "attract screen"
        view.backgroundColor = .black
        video = VideoView(source: source)
        video.contentMode = .aspectFill
        video.poster = poster
        view.addSubview(video)
        self.call = call
        if let call { view.addSubview(call) }
    }

    /// `label` styled as the call: large white type on a dark rounded band.
    private static func callLabel(_ label: Label) -> Label {
        label.style = TextStyle(font: Font(size: 30, isBold: true), color: .white, alignment: .center)
        label.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.55)
        label.cornerRadius = 12
        return label
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
