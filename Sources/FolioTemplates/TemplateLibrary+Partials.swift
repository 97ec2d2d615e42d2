extension TemplateLibrary {
    /// A warning for each partial or parent tag naming a template the library does not have (it
    /// would render nothing), at the tag's position. Dynamic names (`{{>*name}}`) are not checked.
    public func missingPartials() -> [TemplateError] {
        var problems: [TemplateError] = []
        for name in names {
            guard let template = template(named: name) else { continue }
            var pending = template.nodes
            while let node = pending.popLast() {
                switch node {
                case .section(_, let children, _):
                    pending += children
                case .block(let block):
                    pending += block.content
                case .partial(let call), .parent(let call, _):
                    if case .parent(_, let arguments) = node { pending += arguments.values.flatMap(\.content) }
                    if let included = call.name, !contains(included) {
                        problems.append(TemplateError(path: template.path, line: call.line, column: call.column,
                                                      message: "no template named '\(included)' (\(included).mustache) for this partial: it would show nothing"))
                    }
                case .text, .variable:
                    break
                }
            }
        }
        return TemplateErrors(errors: problems).errors
    }
}
