/// The run's consumers for a motion golden: the same record modes, group and advice as a
/// still's (`SnapshotRun.consume`), with the film's two files written together and both
/// films' frames put into the report.
extension SnapshotRun {
    func consumeFilm(_ check: FilmCheck) -> GoldenResult {
        let item = check.item
        let rewrite = record == .failed || record == .all
        switch check.outcome {
        case .matches:
            return .passed(item, rerecorded: false)
        case .missing:
            let path = goldens.path(item)
            guard record != .none, inGroup(.missing, nil), let actual = check.actual else {
                return filmFailure(check, .missing, "missing motion golden \(path) (not written: \(advice.recordingOff)). Record it: \(advice.recordMissing(item))")
            }
            return recordingFilm(actual, check, .missing, nil, "missing motion golden \(path): recorded it now (\(actual.tracks.frames == 1 ? "1 frame" : "\(actual.tracks.frames) frames")); look at it, commit it, and run again")
        case .unreadable(let reason):
            let cause = GoldenFailure.Cause.unreadable(reason)
            if rewrite, inGroup(cause, nil), let actual = check.actual {
                return recordingFilm(actual, check, cause, nil, "unreadable motion golden: \(reason) (re-recorded)")
            }
            return filmFailure(check, cause, "unreadable motion golden: \(reason). Re-record it: \(advice.rerecord(item))")
        case .unrenderable(let reason):
            return filmFailure(check, .unrenderable(reason), "could not render the film: \(reason). Fix the scene, then re-record: \(advice.rerecord(item))")
        case .differs(let changes):
            if rewrite, inGroup(.differs, nil, motion: changes), let actual = check.actual {
                return recordingFilm(actual, check, .differs, changes, "motion differs: \(changes) (re-recorded)")
            }
            return filmFailure(check, .differs, "motion differs: \(changes). If the change is intended, re-record: \(advice.rerecord(item))",
                               changes: changes)
        }
    }

    private func recordingFilm(_ actual: (apng: [UInt8], tracks: FilmTracks), _ check: FilmCheck, _ cause: GoldenFailure.Cause,
                               _ changes: MotionChanges?, _ message: String) -> GoldenResult {
        do {
            try goldens.writeFilm(actual.apng, tracks: try actual.tracks.encoded(), for: check.item)
        } catch {
            return filmFailure(check, .unwritable("\(error)"), "cannot write the motion golden: \(error)")
        }
        return filmFailure(check, cause, message, changes: changes, recorded: true)
    }

    private func filmFailure(_ check: FilmCheck, _ cause: GoldenFailure.Cause, _ message: String, changes: MotionChanges? = nil,
                             recorded: Bool = false) -> GoldenResult {
        let film = reportFolder.map { FilmReportFrames.write(check, changes: changes, into: $0) }
        return .failed(check.item, GoldenFailure(cause: cause, message: message, recorded: recorded, figures: nil, images: nil, signature: nil,
                                                 rerecord: advice.rerecord(check.item), motion: changes, film: film))
    }
}
