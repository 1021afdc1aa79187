#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Thin wrappers so the rest of TactileCore needs no platform import for trigonometry.
@inline(__always) func _cos(_ x: Double) -> Double { cos(x) }
@inline(__always) func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) func _log(_ x: Double) -> Double { log(x) }
