/// How frames are spaced: a number of them over the animation, or a number per second.
public enum FrameSpacing: Hashable, Sendable {
    /// `n` frames evenly spaced over the duration: both ends included (for a cyclic animation,
    /// the end, which repeats the start, is left out and the step is duration / n).
    case count(Int)
    /// Frames at t = 0, 1/F, 2/F, … while t does not pass the duration (for a cyclic
    /// animation, while t is before the duration).
    case perSecond(Double)
}

/// Why frames cannot be planned.
public struct FramePlanError: Error, CustomStringConvertible, Equatable {
    public var description: String
}

/// Turns a spacing into the times of the frames, in seconds from the start of an animation.
public enum FramePlan {
    /// The most frames one plan makes.
    public static let maxFrames = 1000

    /// The times of the frames of `animation` spaced by `spacing`, first 0.
    ///
    /// - Throws: `FramePlanError` for a count below 1 or above `maxFrames`, a rate that is not
    ///   a number above 0, a rate that makes more than `maxFrames` frames, or an animation
    ///   whose duration is not a number above 0.
    public static func times(_ spacing: FrameSpacing, for animation: ControlAnimation) throws(FramePlanError)
        -> [Double] {
        let duration = animation.duration
        guard duration.isFinite, duration > 0 else {
            throw FramePlanError(description: "the \(animation.name)'s duration must be above 0 seconds, not \(duration)")
        }
        switch spacing {
        case .count(let n):
            guard n >= 1, n <= maxFrames else {
                throw FramePlanError(description: "the number of frames must be 1…\(maxFrames), not \(n)")
            }
            // Cyclic: n steps around the cycle; else n − 1 steps from start to end.
            let steps = animation.isCyclic ? n : n - 1
            // i / steps first, so that the last frame of a non-cyclic plan is the duration exactly.
            return (0..<n).map { steps == 0 ? 0 : duration * (Double($0) / Double(steps)) }
        case .perSecond(let fps):
            guard fps.isFinite, fps > 0 else {
                throw FramePlanError(description: "the frames per second must be a number above 0, not \(fps)")
            }
            // A tolerance so that 0.25 s at 60 fps ends on 15/60 despite rounding.
            let span = duration * fps
            guard span < Double(maxFrames) else {
                throw FramePlanError(description: "\(fps) frames per second make more than \(maxFrames) frames "
                    + "over the \(animation.name)'s \(duration) s")
            }
            let whole = (span + 1e-9).rounded(.down)
            let lastOnEnd = abs(span - whole) <= 1e-9
            let count = Int(whole) + (animation.isCyclic && lastOnEnd ? 0 : 1)
            guard count <= maxFrames else {
                throw FramePlanError(description: "\(fps) frames per second make more than \(maxFrames) frames "
                    + "over the \(animation.name)'s \(duration) s")
            }
            // The end itself when a frame falls on it (within the tolerance).
            return (0..<count).map { i in
                !animation.isCyclic && lastOnEnd && i == count - 1 ? duration : Double(i) / fps
            }
        }
    }
}
