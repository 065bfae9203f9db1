/// Reads selector text one character at a time (selectors are short).
struct SelectorParser {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func parseList() throws(SelectorError) -> [ComplexSelector] {
        var list: [ComplexSelector] = []
        repeat {
            skipWhitespace()
            list.append(try parseComplex())
            skipWhitespace()
        } while consume(",")
        guard index == characters.count else { throw error("unexpected '\(characters[index])'") }
        return list
    }

    private mutating func parseComplex() throws(SelectorError) -> ComplexSelector {
        var compounds = [try parseCompound()]
        var combinators: [ComplexSelector.Combinator] = []
        while true {
            let hadSpace = skipWhitespace()
            if consume(">") {
                skipWhitespace()
                combinators.append(.child)
            } else if let next = peek(), next == "+" || next == "~" {
                throw error("the '\(next)' combinator is not supported (use ' ' or '>')")
            } else if hadSpace, let next = peek(), next != ",", next != ")" {
                combinators.append(.descendant)
            } else {
                break
            }
            compounds.append(try parseCompound())
        }
        return ComplexSelector(compounds: compounds, combinators: combinators)
    }

    private mutating func parseCompound() throws(SelectorError) -> CompoundSelector {
        var compound = CompoundSelector()
        var sawAnything = false
        if consume("*") {
            sawAnything = true
        } else if let next = peek(), isNameCharacter(next) {
            compound.tag = readName().lowercased()
            sawAnything = true
        }
        while let next = peek() {
            switch next {
            case "#":
                index += 1
                let name = readName()
                guard !name.isEmpty else { throw error("expected an id after '#'") }
                compound.id = name
            case ".":
                index += 1
                let name = readName()
                guard !name.isEmpty else { throw error("expected a class name after '.'") }
                compound.classes.append(name)
            case "[":
                index += 1
                compound.attributes.append(try parseAttribute())
            case ":":
                throw error("pseudo-classes such as ':\(readPseudo())' are not supported")
            default:
                guard sawAnything else { throw error("expected a tag, '#id', '.class' or '[attribute]'") }
                return compound
            }
            sawAnything = true
        }
        guard sawAnything else { throw error("expected a selector") }
        return compound
    }

    private mutating func parseAttribute() throws(SelectorError) -> AttributeCondition {
        skipWhitespace()
        let name = readName().lowercased()
        guard !name.isEmpty else { throw error("expected an attribute name after '['") }
        skipWhitespace()
        if consume("]") { return AttributeCondition(name: name, op: .exists, value: "") }
        var op = AttributeCondition.Operator.equals
        for candidate in [AttributeCondition.Operator.containsWord, .hasPrefix, .hasSuffix, .contains, .dashPrefix] {
            let symbol = Array(candidate.rawValue)
            if index + 1 < characters.count, characters[index] == symbol[0], characters[index + 1] == "=" {
                op = candidate
                index += 1
                break
            }
        }
        guard consume("=") else { throw error("expected '=' or ']' in an attribute selector") }
        skipWhitespace()
        var value = ""
        if let quote = peek(), quote == "\"" || quote == "'" {
            index += 1
            while let next = peek(), next != quote {
                value.append(next)
                index += 1
            }
            guard consume(quote) else { throw error("unterminated quoted value") }
        } else {
            value = readName()
        }
        skipWhitespace()
        guard consume("]") else { throw error("expected ']'") }
        return AttributeCondition(name: name, op: op, value: value)
    }

    private func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_" || !character.isASCII
    }

    private mutating func readName() -> String {
        var name = ""
        while let next = peek(), isNameCharacter(next) {
            name.append(next)
            index += 1
        }
        return name
    }

    private mutating func readPseudo() -> String {
        index += 1
        return readName()
    }

    private func peek() -> Character? { index < characters.count ? characters[index] : nil }

    private mutating func consume(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        index += 1
        return true
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while let next = peek(), next.isWhitespace { index += 1 }
        return index > start
    }

    private func error(_ message: String) -> SelectorError {
        SelectorError(message: message, offset: index)
    }
}
