// The manual's code for "The kiosk session and deployment" (Tactile.docc/KioskDeployment.md);
// see SceneAndViews.swift.
import Tactile

/// Idle reset, attract screen and blanking: the article's snippet.
func runShop(showFirstPage: @escaping () -> Void) {
    let app = Application.openOrExit(configuration: .init(title: "Shop", fullscreen: true))
    // … build the scene on app.host …
    app.startKioskSession(KioskTimeouts(idleReset: .seconds(120), attract: .seconds(300), blank: .seconds(900)),
                          attractScreen: { DriftingAttractScreen(title: "Shop", call: "Touch to start") },
                          onReset: { showFirstPage() })
    app.runOrExit()
}

/// The warning before the reset, with more time on asking: the article's snippet.
func startShopSession(on app: Application, showFirstPage: @escaping () -> Void) {
    app.startKioskSession(KioskTimeouts(idleReset: .seconds(120), attract: .seconds(300),
                                        warning: .seconds(30), extensionTime: .seconds(180), speechModeFactor: 3),
                          onReset: { showFirstPage() })
}
