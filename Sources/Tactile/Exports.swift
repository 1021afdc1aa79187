// App authors import Tactile alone: the scene, gesture and animation API of TactileCore,
// the decoder that makes the images an `ImageView` shows, and the error the Wayland
// connection reports come with it.
@_exported import TactileCore
@_exported import class TactileCairo.CairoImage
@_exported import enum TactileWayland.WaylandError
@_exported import class TactileWayland.Clipboard
@_exported import enum TactileWayland.DataTransferError
