extension JSONNode {
    /// The first key that appears twice in one object of the tree (in no particular order of
    /// objects), with the offset of its second value; nil when every object's keys are distinct.
    public func firstDuplicateKey() -> (key: String, offset: Int)? {
        var pending = [self]
        while let node = pending.popLast() {
            switch node.value {
            case .object(let members):
                var keys = Set<String>()
                for member in members {
                    if !keys.insert(member.key).inserted { return (member.key, member.value.utf8Offset) }
                    pending.append(member.value)
                }
            case .array(let items):
                pending += items
            default:
                break
            }
        }
        return nil
    }
}
