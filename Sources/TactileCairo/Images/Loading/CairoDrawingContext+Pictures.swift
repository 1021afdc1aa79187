import CCairo
import TactileCore

extension CairoDrawingContext: PictureDrawing {
    /// Buffer pixels per logical pixel.
    package var bufferScale: Double { scale }

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
        if let tint {
            cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha * alpha)
            cairo_mask_surface(cairo, picture.surface, 0, 0)
        } else {
            cairo_set_source_surface(cairo, picture.surface, 0, 0)
            setPictureFilter(exact: isUnscaled)
            if alpha < 1 { cairo_paint_with_alpha(cairo, alpha) } else { cairo_paint(cairo) }
        }
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
}
