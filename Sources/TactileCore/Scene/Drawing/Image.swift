/// A decoded raster image that a `DrawingContext` can draw.
///
/// TactileCore only needs its size; a renderer supplies the concrete type (TactileCairo's
/// `CairoImage` decodes PNG) and draws only images of its own type.
public protocol Image: AnyObject {
    /// The natural size in logical pixels (at the image's own scale).
    var size: Size { get }
}
