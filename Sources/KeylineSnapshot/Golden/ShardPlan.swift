/// Splits goldens over CI machines by cost, deterministically: longest first (ties by
/// name), each into the bin with the least cost so far (the lowest index on a tie).
public enum ShardPlan {
    /// The cases of shard `index` (1-based) of `count`, in their original order.
    public static func shard(_ cases: [GoldenCase], index: Int, of count: Int) -> [GoldenCase] {
        guard count > 1 else { return cases }
        let order = cases.indices.sorted { a, b in
            cases[a].cost != cases[b].cost ? cases[a].cost > cases[b].cost : cases[a].name < cases[b].name
        }
        var loads = [Double](repeating: 0, count: count)
        var bin = [Int](repeating: 0, count: cases.count)
        for i in order {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 } ?? 0
            loads[lightest] += cases[i].cost
            bin[i] = lightest
        }
        return cases.indices.filter { bin[$0] == index - 1 }.map { cases[$0] }
    }
}
