import TactileCore

extension SceneHost {
    /// How a visitor starts and stops speech mode alone: by default three fingers held still
    /// on the screen for two seconds; set a key too for a kiosk with an audio keypad.
    public var speechModeStart: SpeechModeStart {
        get { speechMode.start }
        set { speechMode.start = newValue }
    }

    /// True while speech mode is on.
    package var isSpeechModeOn: Bool { speechMode.isOn }

    /// Turns speech mode on or off, as the visitor's start gesture does (apps set
    /// `accessibility.isSpeechOn`, which comes here).
    package func setSpeechMode(_ on: Bool) { speechMode.setOn(on) }

    /// Makes speech mode's voice at its first start instead of the window's (speech-dispatcher):
    /// a recorder, for a benchmark that times utterances. Set before speech mode first starts.
    package var makeSpeechOutput: (() -> SpeechOutput?)? {
        get { speechMode.makeOutput }
        set { speechMode.makeOutput = newValue }
    }
}
