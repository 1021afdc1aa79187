import Foundation
import PropertyBased
@testable import Tactile
import TactileCore
import Testing

extension VideoTests {
    /// The hand-over of frames between the streaming thread and the main thread: the latest
    /// wins, a held slot is never written, slots are few and follow the video's size.
    @Suite struct VideoFrameExchangeTests {
        @Test func takenFrameIsTheLatestAndHeldUntilReleased() throws {
            let exchange = VideoFrameExchange()
            let first = try #require(exchange.beginWrite(width: 4, height: 2))
            exchange.publish(first, streamTime: .milliseconds(0), runningTime: .milliseconds(0))
            let second = try #require(exchange.beginWrite(width: 4, height: 2))
            #expect(second !== first, "the latest is not written over")
            exchange.publish(second, streamTime: .milliseconds(40), runningTime: .milliseconds(40))
            #expect(exchange.droppedCount == 1, "the first was never shown")

            let taken = try #require(exchange.takeLatest())
            #expect(taken.pixels === second && taken.streamTime == .milliseconds(40) && taken.sequence == 2)
            #expect(exchange.takeLatest() == nil, "nothing newer")

            // The first slot is free again; the held one is not written until released.
            #expect(exchange.beginWrite(width: 4, height: 2) === first)
            let third = try #require(exchange.beginWrite(width: 4, height: 2))
            #expect(third !== second)
            exchange.release(second)
            exchange.abandonWrite(first)
            exchange.abandonWrite(third)
            #expect(exchange.slotCount == 3)
        }

        @Test func discardedLatestIsNotTakenAndItsSlotIsFree() throws {
            let exchange = VideoFrameExchange(slotLimit: 2)
            let pixels = try #require(exchange.beginWrite(width: 2, height: 2))
            exchange.publish(pixels, streamTime: .zero, runningTime: .zero)
            exchange.discardLatest()
            #expect(exchange.takeLatest() == nil)
            #expect(exchange.droppedCount == 1)
            #expect(exchange.beginWrite(width: 2, height: 2) === pixels)
        }

        @Test func busySlotsDropTheArrivingFrame() throws {
            let exchange = VideoFrameExchange(slotLimit: 2)
            let shown = try #require(exchange.beginWrite(width: 2, height: 2))
            exchange.publish(shown, streamTime: .zero, runningTime: .zero)
            _ = exchange.takeLatest()
            let latest = try #require(exchange.beginWrite(width: 2, height: 2))
            exchange.publish(latest, streamTime: .zero, runningTime: .zero)
            #expect(exchange.beginWrite(width: 2, height: 2) == nil, "one held, one latest: no room")
            #expect(exchange.droppedCount == 1)
            exchange.release(shown)
            #expect(exchange.beginWrite(width: 2, height: 2) === shown)
        }

        @Test func holdsAddUpAndTheLastReleaseFreesTheSlot() throws {
            let exchange = VideoFrameExchange(slotLimit: 2)
            let pixels = try #require(exchange.beginWrite(width: 2, height: 2))
            exchange.publish(pixels, streamTime: .zero, runningTime: .zero)
            _ = exchange.takeLatest()
            exchange.hold(pixels)  // The renderer too.
            exchange.release(pixels)
            let other = try #require(exchange.beginWrite(width: 2, height: 2))
            exchange.publish(other, streamTime: .zero, runningTime: .zero)
            #expect(exchange.beginWrite(width: 2, height: 2) == nil, "still held once")
            exchange.release(pixels)
            #expect(exchange.beginWrite(width: 2, height: 2) === pixels)
        }

        @Test func newSizeLetsGoOfTheOldSlotsOnceReleased() throws {
            let exchange = VideoFrameExchange()
            let small = try #require(exchange.beginWrite(width: 2, height: 2))
            exchange.publish(small, streamTime: .zero, runningTime: .zero)
            let held = try #require(exchange.takeLatest())
            let spare = try #require(exchange.beginWrite(width: 2, height: 2))
            exchange.abandonWrite(spare)
            let large = try #require(exchange.beginWrite(width: 8, height: 4))
            #expect(large.width == 8 && large.height == 4)
            #expect(exchange.slotCount == 2, "the free small slot went, the held one stays: \(exchange.slotCount)")
            exchange.release(held.pixels)
            #expect(exchange.slotCount == 1)
            #expect(exchange.frameSize == (8, 4))
        }

        /// Random interleavings of the two threads' calls, against a model: what is taken is the
        /// last published; no slot is handed out for writing while it is held, latest or being
        /// written; never more than the limit.
        @Test func randomInterleavingsKeepTheRules() async {
            await propertyCheck(input: Gen.int(in: 0...5).array(of: 1...120)) { steps in
                let exchange = VideoFrameExchange(slotLimit: 4)
                var writing: [SharedPixels] = []
                var held: [SharedPixels] = []
                var lastPublished: SharedPixels?
                var publishedSinceTake = false
                for step in steps {
                    switch step {
                    case 0, 1:
                        if let pixels = exchange.beginWrite(width: 2, height: 2) {
                            #expect(!writing.contains { $0 === pixels } && !held.contains { $0 === pixels })
                            #expect(!(publishedSinceTake && lastPublished === pixels), "the latest was handed out for writing")
                            writing.append(pixels)
                        }
                    case 2 where !writing.isEmpty:
                        let pixels = writing.removeFirst()
                        exchange.publish(pixels, streamTime: .zero, runningTime: .zero)
                        (lastPublished, publishedSinceTake) = (pixels, true)
                    case 3:
                        let frame = exchange.takeLatest()
                        #expect((frame != nil) == publishedSinceTake)
                        if let frame {
                            #expect(frame.pixels === lastPublished)
                            held.append(frame.pixels)
                        }
                        publishedSinceTake = false
                    case 4 where !held.isEmpty:
                        exchange.release(held.removeFirst())
                    case 5 where !writing.isEmpty:
                        exchange.abandonWrite(writing.removeLast())
                    default:
                        break
                    }
                    #expect(exchange.slotCount <= 4)
                }
            }
        }

        /// The real threads: a writer fills each frame with its number while the main thread
        /// takes, checks and releases frames; a frame being read is never written (each is one
        /// number throughout), and the numbers only grow.
        @Test func concurrentWriterNeverTearsAHeldFrame() async {
            let exchange = VideoFrameExchange()
            let frames = 3000
            let writer = Thread {
                for number in 1...frames {
                    guard let pixels = exchange.beginWrite(width: 32, height: 32) else { continue }
                    let words = pixels.pixels.bindMemory(to: UInt32.self, capacity: 32 * 32)
                    for index in 0..<(32 * 32) { words[index] = UInt32(number) }
                    exchange.publish(pixels, streamTime: .zero, runningTime: .zero)
                }
            }
            writer.start()
            var previous: UInt32 = 0
            var held: [SharedPixels] = []
            var seen = 0
            while !writer.isFinished || seen == 0 {
                guard let frame = exchange.takeLatest() else { continue }
                seen += 1
                let words = frame.pixels.pixels.bindMemory(to: UInt32.self, capacity: 32 * 32)
                let number = words[0]
                #expect((0..<(32 * 32)).allSatisfy { words[$0] == number }, "frame \(number) changed while held")
                #expect(number > previous)
                previous = number
                // Keep up to two held, as the compositor does with its buffers.
                held.append(frame.pixels)
                if held.count > 2 { exchange.release(held.removeFirst()) }
            }
            #expect(previous == UInt32(frames) || exchange.droppedCount > 0, "the last frame is taken unless frames were dropped")
            #expect(exchange.slotCount <= 4)
        }
    }
}
