import Testing
@testable import TactileCore

@Suite struct WindowFrameLayoutTests {
    private let content = Size(width: 800, height: 600)
    private var normal: WindowFrameLayout { WindowFrameLayout(contentSize: content, state: WindowFrameState()) }
    private var maximized: WindowFrameLayout { WindowFrameLayout(contentSize: content, state: WindowFrameState(isMaximized: true)) }

    @Test func resizeEdgesAreXdgShellResizeEdges() {
        #expect(ResizeEdges.top.rawValue == 1 && ResizeEdges.bottom.rawValue == 2)
        #expect(ResizeEdges.left.rawValue == 4 && ResizeEdges.right.rawValue == 8)
        #expect(ResizeEdges([.top, .left]).rawValue == 5)
        #expect(ResizeEdges([.bottom, .left]).rawValue == 6)
        #expect(ResizeEdges([.top, .right]).rawValue == 9)
        #expect(ResizeEdges([.bottom, .right]).rawValue == 10)
    }

    @Test func framedTightlyWhenMaximizedOrTiled() {
        #expect(!WindowFrameState().isFramedTightly)
        #expect(WindowFrameState(isMaximized: true).isFramedTightly)
        #expect(WindowFrameState(tiledEdges: [.left]).isFramedTightly)
        #expect(!WindowFrameState(isActivated: false, canMaximize: false, canMinimize: false).isFramedTightly)
    }

    @Test func normalGeometryOf800By600() {
        let layout = normal
        #expect(layout.geometry == Rect(x: 0, y: -44, width: 800, height: 644))
        #expect(layout.shadowExtent == 24 && layout.resizeMargin == 12 && layout.cornerRadius == 10)
        #expect(layout.bounds == Rect(x: -24, y: -68, width: 848, height: 692))
        #expect(layout.rect(of: .top) == Rect(x: -24, y: -68, width: 848, height: 68))
        #expect(layout.rect(of: .bottom) == Rect(x: -24, y: 600, width: 848, height: 24))
        #expect(layout.rect(of: .left) == Rect(x: -24, y: 0, width: 24, height: 600))
        #expect(layout.rect(of: .right) == Rect(x: 800, y: 0, width: 24, height: 600))
        #expect(layout.inputRect(of: .top) == Rect(x: -12, y: -56, width: 824, height: 56))
        #expect(layout.inputRect(of: .bottom) == Rect(x: -12, y: 600, width: 824, height: 12))
        #expect(layout.inputRect(of: .left) == Rect(x: -12, y: 0, width: 12, height: 600))
        #expect(layout.inputRect(of: .right) == Rect(x: 800, y: 0, width: 12, height: 600))
        #expect(layout.titleBar == Rect(x: 0, y: -44, width: 800, height: 44))
        #expect(layout.buttonRect(.close) == Rect(x: 752, y: -44, width: 48, height: 44))
        #expect(layout.buttonRect(.maximize) == Rect(x: 704, y: -44, width: 48, height: 44))
        #expect(layout.buttonRect(.minimize) == Rect(x: 656, y: -44, width: 48, height: 44))
        #expect(layout.titleTextRect == Rect(x: 16, y: -44, width: 624, height: 44))
    }

    @Test func maximizedGeometryOf800By600HasOnlyTheTitleBar() {
        let layout = maximized
        #expect(layout.geometry == Rect(x: 0, y: -44, width: 800, height: 644))
        #expect(layout.shadowExtent == 0 && layout.resizeMargin == 0 && layout.cornerRadius == 0)
        #expect(layout.bounds == layout.geometry)
        #expect(layout.rect(of: .top) == layout.titleBar)
        #expect(layout.inputRect(of: .top) == layout.titleBar)
        for part in [WindowFramePart.left, .right, .bottom] {
            #expect(layout.rect(of: part) == nil)
            #expect(layout.inputRect(of: part) == nil)
        }
        #expect(layout.buttonRect(.close) == Rect(x: 752, y: -44, width: 48, height: 44))
    }

    @Test func withheldButtonsLeaveNoGap() {
        let noMaximize = WindowFrameLayout(contentSize: content, state: WindowFrameState(canMaximize: false))
        #expect(noMaximize.buttonRect(.maximize) == nil)
        #expect(noMaximize.buttonRect(.minimize) == Rect(x: 704, y: -44, width: 48, height: 44))
        #expect(noMaximize.titleTextRect == Rect(x: 16, y: -44, width: 672, height: 44))
        let closeOnly = WindowFrameLayout(contentSize: content, state: WindowFrameState(canMaximize: false, canMinimize: false))
        #expect(closeOnly.buttonRect(.minimize) == nil)
        #expect(closeOnly.target(at: Point(x: 720, y: -22)) == .titleBar)
        let narrow = WindowFrameLayout(contentSize: Size(width: 150, height: 100), state: WindowFrameState())
        #expect(narrow.titleTextRect.isEmpty)
    }

    /// Every pixel of the bounds lies in exactly one of the four parts and the content.
    @Test(arguments: [
        WindowFrameState(), WindowFrameState(isMaximized: true), WindowFrameState(tiledEdges: [.right]),
    ])
    func partsTileTheBoundsAroundTheContent(state: WindowFrameState) {
        let layout = WindowFrameLayout(contentSize: Size(width: 330, height: 210), state: state)
        let content = Rect(origin: .zero, size: layout.contentSize)
        let pieces = WindowFramePart.allCases.compactMap { layout.rect(of: $0) } + [content]
        let bounds = layout.bounds
        var strays = 0
        for y in Int(bounds.minY)..<Int(bounds.maxY) {
            for x in Int(bounds.minX)..<Int(bounds.maxX) {
                let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if pieces.count(where: { $0.contains(point) }) != 1 { strays += 1 }
            }
        }
        #expect(strays == 0)
        let area = pieces.reduce(0) { $0 + $1.width * $1.height }
        #expect(area == bounds.width * bounds.height)
        for part in WindowFramePart.allCases {
            if let input = layout.inputRect(of: part), let rect = layout.rect(of: part) { #expect(rect.contains(input)) }
        }
    }

    @Test func hitTestsOnTheTitleBarAndItsButtons() {
        let layout = normal
        #expect(layout.target(at: Point(x: 400, y: -22)) == .titleBar)
        #expect(layout.target(at: Point(x: 0, y: -44)) == .titleBar)
        #expect(layout.target(at: Point(x: 776, y: -22)) == .button(.close))
        #expect(layout.target(at: Point(x: 799.5, y: -0.5)) == .button(.close))
        #expect(layout.target(at: Point(x: 728, y: -22)) == .button(.maximize))
        #expect(layout.target(at: Point(x: 656, y: -22)) == .button(.minimize))
        #expect(layout.target(at: Point(x: 655.5, y: -22)) == .titleBar)
        #expect(layout.target(at: Point(x: 400, y: 300)) == nil)
        #expect(layout.target(at: Point(x: 0, y: 0)) == nil)
    }

    @Test func hitTestsOnEdgesCornersAndTheShadow() {
        let layout = normal
        #expect(layout.target(at: Point(x: -6, y: 300)) == .edge(.left))
        #expect(layout.target(at: Point(x: -12, y: 300)) == .edge(.left))
        #expect(layout.target(at: Point(x: -12.5, y: 300)) == nil)
        #expect(layout.target(at: Point(x: -20, y: 300)) == nil)
        #expect(layout.target(at: Point(x: 806, y: 300)) == .edge(.right))
        #expect(layout.target(at: Point(x: 812, y: 300)) == nil)
        #expect(layout.target(at: Point(x: 400, y: -50)) == .edge(.top))
        #expect(layout.target(at: Point(x: 400, y: 606)) == .edge(.bottom))
        #expect(layout.target(at: Point(x: 400, y: 620)) == nil)
        // Corners: beyond both sides, or beyond one side within the corner grab of the other.
        #expect(layout.target(at: Point(x: -6, y: -50)) == .edge([.top, .left]))
        #expect(layout.target(at: Point(x: -6, y: -21)) == .edge([.top, .left]))
        #expect(layout.target(at: Point(x: -6, y: -20)) == .edge(.left))
        #expect(layout.target(at: Point(x: 23, y: -50)) == .edge([.top, .left]))
        #expect(layout.target(at: Point(x: 24, y: -50)) == .edge(.top))
        #expect(layout.target(at: Point(x: 806, y: -50)) == .edge([.top, .right]))
        #expect(layout.target(at: Point(x: 776, y: -50)) == .edge([.top, .right]))
        #expect(layout.target(at: Point(x: 775, y: -50)) == .edge(.top))
        #expect(layout.target(at: Point(x: 806, y: 610)) == .edge([.bottom, .right]))
        #expect(layout.target(at: Point(x: 806, y: 576)) == .edge([.bottom, .right]))
        #expect(layout.target(at: Point(x: 806, y: 575)) == .edge(.right))
        #expect(layout.target(at: Point(x: -6, y: 606)) == .edge([.bottom, .left]))
        #expect(layout.target(at: Point(x: 30, y: 606)) == .edge(.bottom))
    }

    @Test func framedTightlyHasNoEdges() {
        let layout = maximized
        #expect(layout.target(at: Point(x: -6, y: 300)) == nil)
        #expect(layout.target(at: Point(x: 400, y: -50)) == nil)
        #expect(layout.target(at: Point(x: 400, y: -22)) == .titleBar)
        #expect(layout.target(at: Point(x: 776, y: -22)) == .button(.close))
        let tiled = WindowFrameLayout(contentSize: content, state: WindowFrameState(tiledEdges: [.left, .top, .bottom]))
        #expect(tiled.target(at: Point(x: 806, y: 300)) == nil)
    }

    @Test func contentSizeFromConfigureSizes() {
        let state = WindowFrameState()
        #expect(WindowFrameLayout.contentSize(forWindowSize: Size(width: 800, height: 644), state: state) == content)
        #expect(WindowFrameLayout.contentSize(forWindowSize: Size(width: 1280, height: 800), state: state) == Size(width: 1280, height: 756))
        #expect(WindowFrameLayout.contentSize(forWindowSize: Size(width: 1, height: 1), state: state) == Size(width: 320, height: 200))
        #expect(WindowFrameLayout.contentSize(forWindowSize: Size(width: 1000, height: 100), state: state) == Size(width: 1000, height: 200))
        #expect(WindowFrameLayout.contentSize(forWindowSize: Size(width: 1920, height: 1080), state: WindowFrameState(isMaximized: true))
            == Size(width: 1920, height: 1036))
        #expect(WindowFrameLayout.contentSize(forWindowSize: Size(width: 1, height: 1), state: WindowFrameState(isMaximized: true))
            == Size(width: 1, height: 1))
        #expect(WindowFrameLayout.minimumWindowSize() == Size(width: 320, height: 244))
    }
}
