import DemoState
import Tactile

/// The tour `tactile-demo --offscreen` plays: on a 1024×768 surface, one thing per seed
/// scene, each scene reached by tapping its home bar button, with a snapshot after each.
/// Where to touch is read from the scenes' own layout (built and laid out the same way as
/// the run will, on a host that is never driven), so the tour follows any change of layout.
enum BuiltInTour {
    /// The tour's surface.
    static let size = Size(width: 1024, height: 768)

    /// The tour's script, starting on `sceneName` (as the run will) with `state` put back and
    /// `photos` in the photos scene.
    static func script(sceneName: String?, state: LayoutState?, photos: PhotoSource = .generated(.preview)) -> OffscreenScript {
        let session = DemoSession(host: SceneHost(size: size, clock: ManualClock()), sceneName: sceneName, state: state, store: nil,
                                  photos: photos)
        session.resized(to: size)
        let shell = session.shell
        var tour = TouchScript()
        tour.snapshot()
        for scene in shell.scenes {
            if let button = shell.homeBar?.buttons.first(where: { $0.identifier == "home-\(scene.name)" }) {
                tour.tap(at: button.surfaceCenter)
            }
            for step in scene.tourSteps { tour.perform(step) }
            tour.wait(milliseconds: 800)
            tour.snapshot()
        }
        return tour.script(size: size)
    }
}

/// One thing the tour does in a scene, in surface coordinates.
enum TourStep {
    /// One finger touches and lifts without moving.
    case tap(Point)
    /// One finger drags from one point to another in 20 steps of 16 ms.
    case drag(from: Point, to: Point)
    /// Two fingers move from where they touch down to where they lift, together.
    case twoFingers(from: (Point, Point), to: (Point, Point))
    /// Nothing happens for a while (animations run, the cart fades).
    case wait(milliseconds: Double)
}

extension DemoScene {
    /// What the tour does in the scene; nothing by default.
    var tourSteps: [TourStep] { [] }
}
