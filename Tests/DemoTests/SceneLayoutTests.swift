import DemoState
import PropertyBased
import Tactile
import Testing

/// A 400×300 scene: containers "left" (0,0 200×300, with a label that is not an item) and
/// "right" (200,0 200×300); items "a" in left, "b" in right, "free" on the root.
private final class Board {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let right = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
    let label = View(frame: Rect(x: 0, y: 0, width: 200, height: 20))
    let a = View(frame: Rect(x: 10, y: 10, width: 50, height: 20))
    let b = View(frame: Rect(x: 20, y: 30, width: 40, height: 40))
    let free = View(frame: Rect(x: 300, y: 250, width: 20, height: 20))

    var containers: [View] { [left, right] }
    var items: [View] { [free, b, a] }

    init() {
        for (view, name) in [(left, "left"), (right, "right"), (a, "a"), (b, "b"), (free, "free")] { view.identifier = name }
        a.backgroundColor = Color(hex: "#112233")
        b.backgroundColor = Color(red: 0.5, green: 1, blue: 0, alpha: 0.5)
        root.addSubview(left)
        root.addSubview(right)
        root.addSubview(free)
        left.addSubview(label)
        left.addSubview(a)
        right.addSubview(b)
    }

    func capture() -> SceneLayout { SceneLayout(capturing: containers, items: items, in: root) }
}

/// Equal ids, containers and colours, numbers equal within 1e-9.
private func isClose(_ x: SceneLayout, _ y: SceneLayout) -> Bool {
    func close(_ p: Double, _ q: Double) -> Bool { abs(p - q) <= 1e-9 * max(1, abs(p), abs(q)) }
    func close(_ f: LayoutFrame, _ g: LayoutFrame) -> Bool {
        close(f.x, g.x) && close(f.y, g.y) && close(f.width, g.width) && close(f.height, g.height)
    }
    return x.containers.count == y.containers.count && x.items.count == y.items.count
        && zip(x.containers, y.containers).allSatisfy { $0.id == $1.id && close($0.frame, $1.frame) }
        && zip(x.items, y.items).allSatisfy {
            $0.id == $1.id && $0.container == $1.container && $0.color == $1.color && close($0.frame, $1.frame)
                && close($0.scale, $1.scale)
                && close(($0.rotation - $1.rotation + 540).truncatingRemainder(dividingBy: 360), 180)
        }
}

@Suite struct SceneLayoutTests {
    @Test func capturesContainersAndItemsInSurfaceCoordinatesBackToFront() {
        let board = Board()
        board.b.transform = AffineTransform(scaleX: 2, y: 2).rotated(by: Double.pi / 2)
        let expected = SceneLayout(
            containers: [ContainerLayout(id: "left", frame: LayoutFrame(x: 0, y: 0, width: 200, height: 300)),
                         ContainerLayout(id: "right", frame: LayoutFrame(x: 200, y: 0, width: 200, height: 300))],
            items: [
                ItemLayout(id: "a", container: "left", frame: LayoutFrame(x: 10, y: 10, width: 50, height: 20),
                           rotation: 0, scale: 1, color: Color(hex: "#112233")),
                // Its size unscaled, its centre where it shows (240, 50), its colour without alpha.
                ItemLayout(id: "b", container: "right", frame: LayoutFrame(x: 220, y: 30, width: 40, height: 40),
                           rotation: 90, scale: 2, color: Color(hex: "#80ff00")),
                ItemLayout(id: "free", container: "", frame: LayoutFrame(x: 300, y: 250, width: 20, height: 20),
                           rotation: 0, scale: 1, color: nil),
            ])
        #expect(isClose(board.capture(), expected))
    }

    @Test func restorePutsEveryViewBackInItsContainerAndStacking() {
        let saved = SceneLayout(
            containers: [ContainerLayout(id: "right", frame: LayoutFrame(x: 250, y: 10, width: 150, height: 200))],
            items: [
                ItemLayout(id: "free", container: "right", frame: LayoutFrame(x: 260, y: 20, width: 30, height: 30),
                           rotation: -30, scale: 0.5, color: Color(hex: "#ff0000")),
                ItemLayout(id: "a", container: "right", frame: LayoutFrame(x: 300, y: 100, width: 50, height: 20),
                           rotation: 0, scale: 1, color: Color(hex: "#00ff00")),
                ItemLayout(id: "b", container: "", frame: LayoutFrame(x: 5, y: 6, width: 40, height: 40),
                           rotation: 180, scale: 1.5, color: nil),
            ])
        let board = Board()
        #expect(saved.restore(containers: board.containers, items: board.items, in: board.root).isEmpty)

        #expect(board.right.frame == Rect(x: 250, y: 10, width: 150, height: 200))
        #expect(board.right.subviews.map(\.identifier) == ["free", "a"])
        #expect(board.root.subviews.map(\.identifier) == ["left", "right", "b"])
        #expect(board.left.subviews.map(\.identifier) == [nil])
        // In right's space: a's centre (325, 110) on screen is (75, 100).
        #expect(board.a.center == Point(x: 75, y: 100))
        #expect(board.a.transform == .identity)
        #expect(board.a.backgroundColor == Color(hex: "#00ff00"))
        // The colour comes from the file, the opacity stays the view's.
        #expect(board.b.backgroundColor == Color(red: 0.5, green: 1, blue: 0, alpha: 0.5))
        #expect(board.free.bounds.size == Size(width: 30, height: 30))
        #expect(board.free.backgroundColor == Color(hex: "#ff0000"))

        var expected = saved
        expected.containers.insert(ContainerLayout(id: "left", frame: LayoutFrame(x: 0, y: 0, width: 200, height: 300)), at: 0)
        expected.items[2].color = Color(hex: "#80ff00")
        #expect(isClose(board.capture(), expected))
    }

    @Test func framesAreInSurfaceCoordinatesWhenTheSceneLiesBelowAHomeBar() {
        func boardInWindow() -> (Board, View) {
            let window = View(frame: Rect(x: 0, y: 0, width: 400, height: 340))
            let board = Board()
            board.root.center = Point(x: 200, y: 190)
            window.addSubview(board.root)
            return (board, window)
        }
        let (board, window) = boardInWindow()
        let layout = board.capture()
        #expect(layout.containers.map(\.frame) == [LayoutFrame(x: 0, y: 40, width: 200, height: 300),
                                                   LayoutFrame(x: 200, y: 40, width: 200, height: 300)])
        #expect(layout.items.map(\.frame.y) == [50, 70, 290])

        let (fresh, freshWindow) = boardInWindow()
        fresh.right.addSubview(fresh.a)
        fresh.a.center = .zero
        layout.restore(containers: fresh.containers, items: fresh.items, in: fresh.root)
        #expect(fresh.capture() == layout)
        #expect(fresh.a.superview === fresh.left)
        #expect(fresh.a.frame == Rect(x: 10, y: 10, width: 50, height: 20))
        withExtendedLifetime((window, freshWindow)) {}
    }

    @Test func entriesWithoutViewsAreReportedAndChangeNothing() {
        let board = Board()
        let saved = SceneLayout(
            containers: [ContainerLayout(id: "gone", frame: LayoutFrame(x: 0, y: 0, width: 1, height: 1))],
            items: [ItemLayout(id: "ghost", container: "left", frame: LayoutFrame(x: 0, y: 0, width: 1, height: 1)),
                    ItemLayout(id: "a", container: "nowhere", frame: LayoutFrame(x: 0, y: 0, width: 1, height: 1))])
        let before = board.capture()
        #expect(saved.restore(containers: board.containers, items: board.items, in: board.root) == ["gone", "ghost", "a"])
        #expect(board.capture() == before)
    }

    @Test func captureRestoreCaptureIsStable() async {
        // Containers moved anywhere, then an item placed anywhere in one of them (or the root),
        // turned and scaled: restoring its capture onto a fresh board shows it identically.
        await propertyCheck(input: Gen.double(in: -100...300), Gen.double(in: -100...300), Gen.int(in: 0...2),
                            Gen.double(in: -50...450), Gen.double(in: -50...350), Gen.double(in: -179...179),
                            Gen.double(in: 0.25...4)) { shiftX, shiftY, holder, x, y, degrees, scale in
            let board = Board()
            board.right.center = Point(x: shiftX, y: shiftY)
            let target = [board.root, board.left, board.right][holder]
            target.addSubview(board.b)
            board.b.center = target.convert(Point(x: x, y: y), from: nil)
            board.b.transform = AffineTransform(rotationAngle: degrees * Double.pi / 180).scaledBy(x: scale, y: scale)
            let saved = board.capture()

            let fresh = Board()
            fresh.right.center = Point(x: 5, y: 5)
            saved.restore(containers: fresh.containers, items: fresh.items, in: fresh.root)
            #expect(isClose(fresh.capture(), saved))
            #expect(fresh.b.superview === [fresh.root, fresh.left, fresh.right][holder])
            let corner = Point(x: 0, y: 0)
            #expect(fresh.b.convert(corner, to: nil).distance(to: board.b.convert(corner, to: nil)) < 1e-9)
        }
    }
}
