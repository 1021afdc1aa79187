import CCairo
import TactileCore

extension CairoDrawingContext: PictureDrawing {
    /// Buffer pixels per logical pixel.
    package var bufferScale: Double { scale }

    /// The current matrix's scale (the square root of its determinant's magnitude).
    package var currentScale: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    }

    /// The clip's extents in user space.
    package var visibleRect: Rect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Asks the renderer's `PictureLoader` for the tile.
    package func tileState(of image: Image, width: Int, height: Int, region: PixelRect, for view: View) -> PictureState {
        pictures.state(of: image, width: width, height: height, region: region, for: view)
    }

    /// Looks in the renderer's `PictureLoader`'s cache.
    package func hasPicture(of image: Image, width: Int, height: Int) -> Bool {
        pictures.frames(of: image, width: width, height: height) != nil
    }

    /// Asks the renderer's `PictureLoader`.
    package func pictureState(of image: Image, width: Int, height: Int, for view: View) -> PictureState {
        pictures.state(of: image, width: width, height: height, for: view)
    }

    /// The frame's own delay, at least `minimumFrameDelay` (see there).
    package func frameDelay(of image: Image, width: Int, height: Int, frame: Int) -> TimeSpan {
        guard let frames = pictures.frames(of: image, width: width, height: height), !frames.isEmpty else { return .zero }
        let (seconds, attoseconds) = frames[frame % frames.count].delay.components
        let delay = TimeSpan(nanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        return delay < Self.minimumFrameDelay ? Self.animationFrameDelayForZero : delay
    }

    /// Animations whose frames ask for less than this (often 0, meaning "as fast as you can")
    /// show each frame for `animationFrameDelayForZero`, as web browsers do: a GIF made for them
    /// plays at the speed its maker saw.
    static let minimumFrameDelay = TimeSpan.milliseconds(20)
    /// See `minimumFrameDelay`.
    static let animationFrameDelayForZero = TimeSpan.milliseconds(100)

    /// Draws the cached frame, pixel for pixel when `rect` is exactly its size in buffer
    /// pixels on a whole-pixel translation, else scaled once with Cairo's GOOD filter.
    package func drawPicture(of image: Image, width: Int, height: Int, frame: Int, in rect: Rect, clip: Rect,
                             cornerRadius: Double, alpha: Double, tint: Color?) {
        guard alpha > 0, let frames = pictures.frames(of: image, width: width, height: height), !frames.isEmpty else { return }
        let picture = frames[frame % frames.count].picture
        pictures.noteShown(image, width: picture.width, height: picture.height)
        cairo_save(cairo)
        setPath(Path(roundedRect: clip, cornerRadius: cornerRadius), on: cairo)
        cairo_clip(cairo)
        let isUnscaled = placePicture(picture, in: rect)
        paint(picture, isUnscaled: isUnscaled, alpha: alpha, tint: tint)
        cairo_restore(cairo)
    }

    /// Moves user space so that the picture's pixels land on `rect`: in device space on whole
    /// pixels when they fit it exactly (the current transform is then a translation at the
    /// buffer scale), scaled onto `rect` otherwise.
    /// Returns true in the first case.
    private func placePicture(_ picture: DecodedPicture, in rect: Rect) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let deviceWidth = rect.width * matrix.xx, deviceHeight = rect.height * matrix.yy
        let isUnscaled = matrix.xy == 0 && matrix.yx == 0 && abs(deviceWidth - Double(picture.width)) < 0.5
            && abs(deviceHeight - Double(picture.height)) < 0.5
        if isUnscaled {
            var x = rect.minX, y = rect.minY
            cairo_user_to_device(cairo, &x, &y)
            cairo_identity_matrix(cairo)
            cairo_translate(cairo, x.rounded(), y.rounded())
        } else {
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / Double(picture.width), rect.height / Double(picture.height))
        }
        return isUnscaled
    }

    /// Pixel for pixel, no filter at all; scaled, padding beyond the edge pixels (a scaled
    /// picture keeps solid edges) and a filter that does not alias.
    private func setPictureFilter(exact: Bool) {
        let source = cairo_get_source(cairo)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(source, exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
    }

    /// Draws the cached tile scaled onto `rect`, clipped to `rect` with antialiasing off: the
    /// clips of neighbouring tiles then share their edge pixels exactly, one tile each.
    package func drawTile(of image: Image, width: Int, height: Int, region: PixelRect, in rect: Rect, alpha: Double, tint: Color?) {
        guard alpha > 0, let picture = pictures.frames(of: image, width: width, height: height, region: region)?.first?.picture else { return }
        cairo_save(cairo)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT)
        let isUnscaled = placePicture(picture, in: rect)
        paint(picture, isUnscaled: isUnscaled, alpha: alpha, tint: tint)
        cairo_restore(cairo)
    }

    /// Paints the placed picture at `alpha`, or paints `tint` through it as a mask.
    private func paint(_ picture: DecodedPicture, isUnscaled: Bool, alpha: Double, tint: Color?) {
        if let tint {
            cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha * alpha)
            cairo_mask_surface(cairo, picture.surface, 0, 0)
        } else {
            cairo_set_source_surface(cairo, picture.surface, 0, 0)
            setPictureFilter(exact: isUnscaled)
            if alpha < 1 { cairo_paint_with_alpha(cairo, alpha) } else { cairo_paint(cairo) }
        }
    }
}
