import Foundation
@testable import Tactile
import TactileCore
import Testing

extension VideoTests {
    /// Real GStreamer playback of clips whose frames are solid colours (each frame its own
    /// colour, stored losslessly), so every frame shown says exactly which it is. Serialized:
    /// they share the machine's two cores with each other's decoders.
    @Suite struct VideoPlaybackTests {
        @Test func posterIsTheFirstFrameBeforePlay() throws {
            let driver = VideoTestDriver(location: try solidColourClip())
            driver.run("the poster") { !$0.frames.isEmpty }
            #expect(driver.frameNumbers.first == 0)
            #expect(!driver.events.contains { if case .started = $0 { true } else { false } })
        }

        @Test func framesArriveWithTheClipsExactColoursInOrder() throws {
            let driver = VideoTestDriver(location: try solidColourClip())
            driver.playback.play()
            driver.run("frame 40") { $0.frameNumbers.contains(40) }
            #expect(driver.saw(.started(width: 64, height: 48)))
            let numbers = driver.frameNumbers
            #expect(!numbers.contains(nil), "every frame is one of the clip's colours: \(driver.frames.map(\.colour))")
            let seen = numbers.compactMap { $0 }
            #expect(seen == seen.sorted(), "frames in the clip's order: \(seen)")
        }

        @Test func loopWrapsWithoutABlackOrRepeatedFrame() throws {
            let driver = VideoTestDriver(location: try solidColourClip(frames: 30))
            driver.playback.play()
            driver.run("two loops") { $0.events.filter { $0 == .looped }.count >= 2 && $0.frameNumbers.last == 10 }
            let numbers = driver.frameNumbers
            #expect(!numbers.contains(nil), "no black or foreign frame: \(driver.frames.map(\.colour))")
            // Around each seam the last frame is followed by the first, one frame's time later
            // on the pipeline's clock: the sink neither waits nor shows a frame twice.
            let seams = driver.frames.indices.dropFirst().filter { driver.frameNumbers[$0] == 0 && driver.frameNumbers[$0 - 1] == 29 }
            #expect(seams.count >= 1, "the seam's frames: \(numbers)")
            let frameTime = TimeSpan.seconds(1.0 / 30)
            var longest = TimeSpan.zero
            for seam in seams {
                let before = driver.frames[seam - 1]
                let after = driver.frames[seam]
                #expect(abs((after.runningTime - before.runningTime - frameTime).milliseconds) < 1,
                        "running time across the seam: \(before.runningTime) -> \(after.runningTime)")
                for index in max(1, seam - 5)...min(driver.frames.count - 1, seam + 5) {
                    longest = max(longest, driver.frames[index].arrival - driver.frames[index - 1].arrival)
                }
            }
            print("video seam: longest interval between frames arriving around the seam \(longest) (frame time \(frameTime))")
        }

        @Test func pauseStopsFramesAndPlayGoesOnFromThere() throws {
            let driver = VideoTestDriver(location: try solidColourClip())
            driver.playback.play()
            driver.run("frame 10") { $0.frameNumbers.contains(10) }
            driver.playback.pause()
            driver.run("paused") { $0.saw(.paused) }
            let stoppedAt = try #require(driver.frameNumbers.last ?? nil)
            driver.clear()
            // Nothing moves while paused: the next frame after resuming is the one after where it stopped.
            driver.playback.play()
            driver.run("playing again") { $0.frames.count >= 3 }
            let resumed = driver.frameNumbers.compactMap { $0 }
            #expect(resumed.first.map { $0 >= stoppedAt && $0 <= stoppedAt + 1 } == true, "stopped at \(stoppedAt), resumed \(resumed)")
        }

        @Test func seekLandsOnTheFrameAtThatTime() throws {
            let driver = VideoTestDriver(location: try solidColourClip())
            // The middle of frame 45 of a 30 frames-a-second clip; paused, the sink prerolls it.
            driver.playback.seek(to: .seconds(45.5 / 30))
            driver.run("frame 45") { $0.frameNumbers.last == 45 }
            driver.playback.play()
            driver.run("frames after 45") { $0.frameNumbers.last.map { ($0 ?? 0) > 46 } == true }
            let afterSeek = driver.frameNumbers.drop { $0 != 45 }.compactMap { $0 }
            #expect(afterSeek == afterSeek.sorted(), "playing on from 45: \(afterSeek)")
        }

        @Test func rateTwoRunsTheStreamTwiceAsFastAsItsClock() throws {
            let driver = VideoTestDriver(location: try solidColourClip(frames: 90))
            driver.playback.play()
            driver.run("playing") { $0.frameNumbers.contains(5) }
            driver.playback.rate = 2
            driver.clear()
            driver.run("ten frames at rate 2") { $0.frames.count >= 10 }
            let frames = Array(driver.frames.suffix(8))
            let first = try #require(frames.first)
            let last = try #require(frames.last)
            let ratio = (last.streamTime - first.streamTime) / (last.runningTime - first.runningTime)
            #expect(abs(ratio - 2) < 0.01, "stream time per running time: \(ratio)")
        }

        @Test func stopLeavesNoThreadRunning() throws {
            let driver = VideoTestDriver(location: try solidColourClip())
            driver.playback.play()
            driver.run("frame 5") { $0.frameNumbers.contains(5) }
            driver.playback.stop()
            let published = driver.playback.frames.publishedCount
            // set_state(NULL) returns once every streaming task has stopped; GStreamer's thread
            // pool keeps the idle threads (with their names), which then use no CPU at all.
            let before = gstreamerThreadTicks()
            #expect(!before.isEmpty, "GStreamer's streaming threads are found by name")
            Thread.sleep(forTimeInterval: 0.3)
            #expect(gstreamerThreadTicks() == before, "threads busy after stop")
            #expect(driver.playback.frames.publishedCount == published)
            // Played again, it starts over.
            driver.clear()
            driver.playback.play()
            driver.run("frame 2 again") { $0.frameNumbers.contains(2) }
            #expect(driver.frameNumbers.first == 0, "from the start: \(driver.frameNumbers)")
            #expect(driver.saw(.started(width: 64, height: 48)))
        }
    }
}

/// CPU ticks used so far by each of this process's threads that GStreamer's elements
/// started (named after their pads, "…:src" or "…:sink").
func gstreamerThreadTicks() -> [String: Int] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    var ticks: [String: Int] = [:]
    for task in tasks {
        guard let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8),
              name.contains(":src") || name.contains(":sink"),
              let stat = try? String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { continue }
        // After the name in parentheses: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        ticks[task + " " + name.trimmingCharacters(in: .whitespacesAndNewlines)] = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }
    return ticks
}

extension VideoTests {
    /// The owner's requests give one event each, whatever the pipeline passes through on the way.
    @Suite struct VideoPlaybackRequestTests {
        @Test func startedIsSaidOnceThoughSeeksAndRateChangesPauseOnTheWay() throws {
            let driver = VideoTestDriver(location: try solidColourClip(frames: 90))
            driver.playback.play()
            driver.run("frame 5") { $0.frameNumbers.contains(5) }
            driver.playback.seek(to: .seconds(40.5 / 30))
            driver.run("frame 45") { $0.frameNumbers.last.map { ($0 ?? 0) >= 45 } == true }
            driver.playback.rate = 1.5
            driver.run("frame 60") { $0.frameNumbers.last.map { ($0 ?? 0) >= 60 } == true }
            #expect(driver.events.filter { if case .started = $0 { true } else { false } }.count == 1, "events: \(driver.events)")
            #expect(!driver.events.contains(.paused))
        }

        @Test func soundOnRebuildsTheStreamsAndGoesOnWhereItWas() throws {
            let driver = VideoTestDriver(location: try solidColourClip(frames: 90))
            #expect(driver.playback.isMuted)
            driver.playback.play()
            driver.run("frame 30") { $0.frameNumbers.contains(30) }
            driver.playback.isMuted = false
            #expect(!driver.playback.isMuted)
            let before = try #require(driver.frameNumbers.last ?? nil)
            driver.clear()
            driver.run("frames again") { $0.frameNumbers.count >= 3 && $0.saw(.started(width: 64, height: 48)) }
            let after = driver.frameNumbers.compactMap { $0 }
            #expect(after.first.map { $0 >= before && $0 <= before + 3 } == true, "was at \(before), went on at \(after)")
        #expect(after == after.sorted(), "no flash of the clip's start: \(after)")
        }

        @Test func clipThatDoesNotLoopEndsAndPlaysAgainFromItsStart() throws {
            let driver = VideoTestDriver(location: try solidColourClip(frames: 15), loops: false)
            driver.playback.play()
            driver.run("the end") { $0.saw(.ended) }
            #expect(driver.frameNumbers.last == 14)
            #expect(!driver.saw(.looped))
            driver.clear()
            driver.playback.play()
            driver.run("the start again") { $0.frameNumbers.contains(3) }
            #expect(driver.frameNumbers.compactMap { $0 }.first.map { $0 <= 1 } == true, "from the start: \(driver.frameNumbers)")
        }

        /// The seam in compressed clips whose containers count their duration differently
        /// (WebM to the last frame's start, MP4 to its end): one frame's time on the pipeline's
        /// clock either way.
        @Test(arguments: ["webm", "mp4"]) func compressedClipsLoopOneFrameApart(container: String) throws {
            let clip = container == "webm" ? try VideoClips.demoLoop(seconds: 1).get()
                : try VideoClips.h264(seconds: 1, width: 160, height: 120).get()
            let driver = VideoTestDriver(location: clip)
            driver.playback.play()
            driver.run("two loops") { $0.events.filter { $0 == .looped }.count >= 2 }
            let seams = driver.frames.indices.dropFirst().filter { driver.frames[$0].streamTime < driver.frames[$0 - 1].streamTime }
            #expect(seams.count >= 1)
            for seam in seams {
                let step = driver.frames[seam].runningTime - driver.frames[seam - 1].runningTime
                #expect(abs(step.milliseconds - 1000.0 / 30) < 1, "running time across the seam: \(step)")
            }
        }

        @Test func rateTwoHoldsAcrossLoops() throws {
            let driver = VideoTestDriver(location: try solidColourClip(frames: 30))
            driver.playback.rate = 2
            driver.playback.play()
            driver.run("two loops") { $0.events.filter { $0 == .looped }.count >= 2 && $0.frameNumbers.last == 10 }
            #expect(!driver.frameNumbers.contains(nil), "no black or foreign frame")
            for index in driver.frames.indices.dropFirst() where driver.frames[index].streamTime > driver.frames[index - 1].streamTime {
                let before = driver.frames[index - 1]
                let after = driver.frames[index]
                let ratio = (after.streamTime - before.streamTime) / (after.runningTime - before.runningTime)
                #expect(abs(ratio - 2) < 0.01, "frames \(driver.frameNumbers[index - 1] ?? -1) -> \(driver.frameNumbers[index] ?? -1) at \(ratio)")
            }
        }

        @Test func benchmarkClipIs1080pH264() throws {
            let driver = VideoTestDriver(location: try VideoClips.h264(seconds: 1).get())
            driver.playback.play()
            driver.run(upTo: 60, "five 1080p frames") { $0.frames.count >= 5 }
            #expect(driver.saw(.started(width: 1920, height: 1080)))
        }

        @Test func demoClipPlays() throws {
            let driver = VideoTestDriver(location: try VideoClips.demoLoop().get())
            driver.playback.play()
            driver.run("ten frames of the demo's clip") { $0.frames.count >= 10 }
            #expect(driver.saw(.started(width: 320, height: 240)))
            #expect(Set(driver.frames.map(\.colour)).count > 1, "the test pattern moves")
        }
    }
}
