import CCairo

/// Decodes a PNG with Cairo and returns its pixels (premultiplied 0xAARRGGBB) at `points`.
public func pngPixels(_ path: String, at points: [(Int, Int)]) -> [UInt32]? {
    guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return points.map { x, y in UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
}
