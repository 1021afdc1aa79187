import Testing
@testable import TactileCore

/// Feeds raw events to an assembler and records every frame and log line as text.
private final class AssemblerProbe {
    var lines: [String] = []
    let assembler: TouchFrameAssembler

    init(surface: Size = Size(width: 800, height: 600)) {
        let box = LineBox()
        assembler = TouchFrameAssembler(log: InputLog { box.lines.append("log: " + $0) })
        assembler.surfaceSize = surface
        logBox = box
    }

    private let logBox: LineBox
    private final class LineBox { var lines: [String] = [] }

    func send(_ events: TouchEvent...) {
        for event in events {
            assembler.handle(event) { record($0) }
            drainLog()
        }
    }

    func endOfBatch() { assembler.endOfBatch { record($0) } }

    private func record(_ frame: TouchFrame) {
        drainLog()
        lines.append("t=\(fmt(frame.time)) " + frame.touches.map { "\($0.id):\($0.phase)\($0.location)" }.joined(separator: " "))
    }

    private func drainLog() {
        lines += logBox.lines
        logBox.lines.removeAll()
    }
}

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

@Suite struct InputTouchFrameAssemblerTests {
    @Test func eventsAreGroupedUntilTheFrame() {
        let probe = AssemblerProbe()
        probe.send(.down(time: 10, id: 1, location: p(1, 1)), .down(time: 11, id: 2, location: p(2, 2)), .frame)
        probe.send(.motion(time: 20, id: 2, location: p(3, 3)))
        probe.endOfBatch()   // this compositor sends frames: a batch ending mid-frame flushes nothing
        #expect(probe.lines.count == 1)
        probe.send(.frame)
        probe.send(.shape(id: 1, major: 8, minor: 6), .orientation(id: 1, degrees: 30), .frame)
        probe.send(.up(time: 30, id: 1), .frame, .up(time: 40, id: 2), .frame)
        #expect(probe.lines == [
            "t=11 1:began(1, 1) 2:began(2, 2)",
            "t=20 1:stationary(1, 1) 2:moved(3, 3)",
            "t=20 1:moved(1, 1) 2:stationary(3, 3)",
            "t=30 1:ended(1, 1) 2:stationary(3, 3)",
            "t=40 2:ended(3, 3)",
        ])
        #expect(probe.assembler.liveTouchCount == 0)
    }

    @Test func westonsMissingLastFrameIsFlushedAtTheEndOfTheBatch() {
        let probe = AssemblerProbe()
        probe.send(.down(time: 10, id: 1, location: p(1, 1)), .frame, .up(time: 20, id: 1))
        probe.endOfBatch()
        #expect(probe.lines == ["t=10 1:began(1, 1)", "t=20 1:ended(1, 1)"])
    }

    @Test func coalescedMotionFramesWaitForTheBatchEndAndOtherEventsHandThemOn() {
        let probe = AssemblerProbe()
        probe.assembler.coalescesMotions = true
        probe.send(.down(time: 10, id: 1, location: p(1, 1)), .down(time: 10, id: 2, location: p(5, 5)), .frame)
        probe.send(.motion(time: 11, id: 1, location: p(2, 1)), .frame, .motion(time: 12, id: 2, location: p(6, 5)), .frame)
        probe.send(.motion(time: 13, id: 1, location: p(3, 1)), .frame)
        #expect(probe.lines.count == 1, "motion frames are held until the batch ends")
        probe.endOfBatch()
        probe.send(.motion(time: 20, id: 1, location: p(4, 1)), .frame, .up(time: 21, id: 2), .frame)
        probe.endOfBatch()
        #expect(probe.lines == [
            "t=10 1:began(1, 1) 2:began(5, 5)",
            "t=13 1:moved(3, 1) 2:moved(6, 5)",
            "t=20 1:moved(4, 1) 2:stationary(6, 5)",
            "t=21 1:stationary(4, 1) 2:ended(6, 5)",
        ])
    }

    /// The compositor flushed finger 1's motion of a frame, the client read it, and finger
    /// 2's motion and the frame came in the next read: the held frame is handed on without
    /// finger 1's new place, which waits for its frame; so does a motion before an up.
    @Test func aBatchEndingMidFrameHandsOnTheHeldFrameAloneAndTheMotionsAfterItWaitForTheirs() {
        let probe = AssemblerProbe()
        probe.assembler.coalescesMotions = true
        probe.send(.down(time: 10, id: 1, location: p(1, 1)), .down(time: 10, id: 2, location: p(5, 5)), .frame)
        probe.send(.motion(time: 20, id: 1, location: p(2, 1)), .motion(time: 20, id: 2, location: p(6, 5)), .frame,
                   .motion(time: 30, id: 1, location: p(3, 1)))
        probe.endOfBatch()
        probe.send(.motion(time: 30, id: 2, location: p(7, 5)), .frame)
        probe.endOfBatch()
        probe.send(.motion(time: 40, id: 1, location: p(4, 1)), .frame,
                   .motion(time: 50, id: 1, location: p(5, 1)), .up(time: 50, id: 2), .frame)
        #expect(probe.lines == [
            "t=10 1:began(1, 1) 2:began(5, 5)",
            "t=20 1:moved(2, 1) 2:moved(6, 5)",
            "t=30 1:moved(3, 1) 2:moved(7, 5)",
            "t=40 1:moved(4, 1) 2:stationary(7, 5)",
            "t=50 1:moved(5, 1) 2:ended(7, 5)",
        ])
    }

    @Test func cageBatchesBecomeFrames() {
        let probe = AssemblerProbe()
        probe.send(.down(time: 10, id: 1, location: p(1, 1)), .motion(time: 12, id: 1, location: p(2, 1)))
        probe.endOfBatch()
        probe.send(.motion(time: 20, id: 1, location: p(3, 1)))
        probe.endOfBatch()
        probe.endOfBatch()
        probe.send(.up(time: 30, id: 1))
        probe.endOfBatch()
        #expect(probe.lines == ["t=12 1:began(2, 1)", "t=20 1:moved(3, 1)", "t=30 1:ended(3, 1)"])
    }

    @Test func aDownAndUpBeforeTheFrameBecomeTwoFrames() {
        let probe = AssemblerProbe()
        probe.send(.down(time: 10, id: 1, location: p(1, 1)), .up(time: 15, id: 1), .down(time: 16, id: 1, location: p(5, 5)), .frame)
        #expect(probe.lines == ["t=10 1:began(1, 1)", "t=15 1:ended(1, 1)", "t=16 1:began(5, 5)"])
    }

    @Test func impossibleEventsAreDroppedWithALogLine() {
        let probe = AssemblerProbe()
        probe.send(
            .down(time: 10, id: 1, location: p(100, 100)),
            .down(time: 10, id: 1, location: p(200, 200)),          // duplicate down for a live id
            .motion(time: 10, id: 9, location: p(1, 1)),            // unknown id
            .up(time: 10, id: 9),
            .shape(id: 9, major: 1, minor: 1),
            .down(time: 10, id: 2, location: p(.nan, 5)),           // NaN
            .down(time: 10, id: 3, location: p(5000, 5)),           // far outside the surface
            .frame,
            .motion(time: 20, id: 1, location: p(1e9, 5)),          // far outside
            .motion(time: 20, id: 1, location: p(-300, 50)),        // outside, but a plausible drag
            .frame,
            .cancel,
            .motion(time: 30, id: 1, location: p(7, 7)),            // after the cancel
            .up(time: 30, id: 1),
            .frame)
        #expect(probe.lines == [
            "log: touch: dropped duplicate down for live id 1",
            "log: touch: dropped motion for unknown id 9",
            "log: touch: dropped up for unknown id 9",
            "log: touch: dropped shape for unknown id 9",
            "log: touch: dropped down 2 at unusable location (nan, 5)",
            "log: touch: dropped down 3 at unusable location (5000, 5)",
            "t=10 1:began(100, 100)",
            "log: touch: dropped motion 1 to unusable location (1000000000, 5)",
            "t=20 1:moved(-300, 50)",
            "t=20 1:cancelled(-300, 50)",
            "log: touch: dropped motion for unknown id 1",
            "log: touch: dropped up for unknown id 1",
        ])
        #expect(probe.assembler.liveTouchCount == 0)
    }

    @Test func cancelDropsPendingDownsAndCancelsDeliveredTouches() {
        let probe = AssemblerProbe()
        probe.send(.down(time: 10, id: 1, location: p(1, 1)), .frame, .down(time: 12, id: 2, location: p(2, 2)), .cancel)
        probe.send(.cancel)
        #expect(probe.lines == ["t=10 1:began(1, 1)", "t=12 1:cancelled(1, 1)"])
        #expect(probe.assembler.liveTouchCount == 0)
    }

    @Test func timestampsStayMonotonicAcrossTheUInt32WrapAndBackwardNoise() {
        let probe = AssemblerProbe()
        probe.send(.down(time: UInt32.max - 5, id: 1, location: p(1, 1)), .frame)
        probe.send(.motion(time: 4, id: 1, location: p(2, 1)), .frame)
        probe.send(.motion(time: 2, id: 1, location: p(3, 1)), .frame)
        #expect(probe.lines == ["t=4294967290 1:began(1, 1)", "t=4294967300 1:moved(2, 1)", "t=4294967300 1:moved(3, 1)"])
    }

    @Test func elevenFingersAtOnceAndALimitBeyond() {
        let probe = AssemblerProbe()
        probe.assembler.maximumTouchCount = 11
        for id in Int32(0)..<12 { probe.send(.down(time: 1, id: id, location: p(Double(id) * 10, 0))) }
        probe.send(.frame)
        #expect(probe.lines.count == 2)
        #expect(probe.lines[0] == "log: touch: dropped down 11: already 11 touches down")
        #expect(probe.lines[1].split(separator: ":").count - 1 == 11)
        #expect(probe.assembler.liveTouchCount == 11)
    }
}
