// App authors import Tactile alone: the scene, gesture and animation API of TactileCore,
// the image decoders (`Image(contentsOfFile:)`, `Image(bytes:name:)`), and the error the Wayland
// connection reports come with it.
@_exported import TactileCore
@_exported import TactileCairo
@_exported import enum TactileWayland.WaylandError
@_exported import class TactileWayland.Clipboard
@_exported import enum TactileWayland.DataTransferError
