#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Thin wrappers so the rest of TactileCore needs no platform import for trigonometry.
func _cos(_ x: Double) -> Double { cos(x) }
func _sin(_ x: Double) -> Double { sin(x) }
func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
func _exp(_ x: Double) -> Double { exp(x) }
func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
func _log(_ x: Double) -> Double { log(x) }
