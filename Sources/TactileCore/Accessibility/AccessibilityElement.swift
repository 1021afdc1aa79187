/// What one view means to a person who cannot see it: its role, its name in the window's
/// language, its value, its states and the actions it offers. A view gives one by default
/// (see `View.accessibilityElement`); an app sets or overrides any part on any view.
public struct AccessibilityElement: Hashable, Sendable {
    /// What the element is.
    public var role: AccessibilityRole
    /// What it is called, in the window's language; empty when it has no name (it is then
    /// spoken by its role, and the host reports it once in its log).
    public var name: String
    /// What it holds now, as spoken ("40 %", "Dark", the text of a field); nil when it holds
    /// nothing of its own.
    public var value: String?
    /// The number behind `value`, for a slider or a progress bar.
    public var range: AccessibilityRange?
    /// Its states now.
    public var states: AccessibilityStates
    /// What it can be asked to do, the first being what activating it does.
    public var actions: [AccessibilityAction]

    /// Creates an element.
    public init(role: AccessibilityRole, name: String = "", value: String? = nil, range: AccessibilityRange? = nil,
                states: AccessibilityStates = [], actions: [AccessibilityAction] = []) {
        self.role = role
        self.name = name
        self.value = value
        self.range = range
        self.states = states
        self.actions = actions
    }
}

/// The number a slider or a progress bar holds, with its bounds and step.
public struct AccessibilityRange: Hashable, Sendable {
    /// The current value.
    public var value: Double
    /// The lowest value.
    public var minimum: Double
    /// The highest value.
    public var maximum: Double
    /// The amount an increment or decrement moves it (0: any amount).
    public var step: Double

    /// Creates a range.
    public init(value: Double, minimum: Double, maximum: Double, step: Double = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }
}
