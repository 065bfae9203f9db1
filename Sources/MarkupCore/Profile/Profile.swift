/// An app's parser setup: the root style, styles per tag, class and id, the custom tags the
/// app knows, the custom attribute keys it styles, and who wins between the app's styles and
/// the copy's `style=""`.
///
/// Built in code, in the spirit of ZMarkupParser's builder, or read from a
/// `markscope.toml` file (by MarkupTerminal's `ProfileParser`); both give this same value.
/// Style values are CSS, read by the same code as `style=""`:
///
/// ```swift
/// let profile = Profile()
///     .rootStyle("color: #333333; font-size: 15px")
///     .tag("b", style: "color: #e00000")
///     .customTag("promo", display: .inline, style: "background-color: yellow")
///     .class("vip", style: "font-weight: bold")
///     .id("hero", style: "text-decoration: underline")
///     .customAttribute("color", property: "color")   // ^[50% off](color: '#e00000')
///     .policy(.codeStyleWins)
/// let document = MarkupDocument(html: copy, options: StyleOptions(profile: profile))
/// ```
public struct Profile: Sendable, Hashable {
    /// How a custom tag is laid out.
    public enum Display: String, Sendable, Hashable, CaseIterable {
        /// Flows within the line, as `<span>`.
        case inline
        /// Starts on a new line, as `<div>`.
        case block
    }

    /// Where the profile comes from, for the status line and provenance (a file's path, or nil
    /// for a profile built in code).
    public var path: String?
    /// Who wins between the app's styles and the copy's; nil leaves it to the caller's options.
    public var policy: StyleOptions.Policy?
    /// The app's root style, which everything inherits.
    public var root: ProfileStyle
    /// Styles per tag (lowercased names), custom tags' included.
    public var tags: [String: ProfileStyle]
    /// Styles per class name (`class="vip"` anywhere).
    public var classes: [String: ProfileStyle]
    /// Styles per id (`id="hero"`).
    public var ids: [String: ProfileStyle]
    /// Tags the app knows that HTML does not: always elements, never text, laid out as declared.
    public var customTags: [String: Display]
    /// Custom attribute keys the app styles (Markdown's `^[text](key: 'value')`), by key
    /// (lowercased): each sets a CSS property to the attribute's value.
    public var attributes: [String: ProfileAttribute]

    /// An empty profile: markscope's own defaults.
    public init(path: String? = nil) {
        self.path = path
        policy = nil
        root = ProfileStyle()
        tags = [:]
        classes = [:]
        ids = [:]
        customTags = [:]
        attributes = [:]
    }

    /// Whether the profile sets nothing.
    public var isEmpty: Bool {
        policy == nil && root.isEmpty && tags.isEmpty && classes.isEmpty && ids.isEmpty && customTags.isEmpty
            && attributes.isEmpty
    }

    /// The profile with `style` as the root style (the CSS of a `style=""`).
    public func rootStyle(_ style: String) -> Profile {
        var copy = self
        copy.root = ProfileStyle(css: style, section: .root)
        return copy
    }

    /// The profile with `style` for every `<name>`.
    public func tag(_ name: String, style: String) -> Profile {
        var copy = self
        let name = name.asciiLowercased()
        copy.tags[name] = ProfileStyle(css: style, section: .tag(name))
        return copy
    }

    /// The profile with `style` for every `<name>`, given as a ``MarkupStyle``.
    public func tag(_ name: String, style: MarkupStyle) -> Profile {
        var copy = self
        let name = name.asciiLowercased()
        copy.tags[name] = ProfileStyle(style, section: .tag(name))
        return copy
    }

    /// The profile knowing `<name>` as an element laid out as `display`, styled with `style`.
    public func customTag(_ name: String, display: Display = .inline, style: String = "") -> Profile {
        var copy = self.tag(name, style: style)
        copy.customTags[name.asciiLowercased()] = display
        return copy
    }

    /// The profile with `style` for every element of class `name`.
    public func `class`(_ name: String, style: String) -> Profile {
        var copy = self
        copy.classes[name] = ProfileStyle(css: style, section: .class(name))
        return copy
    }

    /// The profile with `style` for the element whose id is `name`.
    public func id(_ name: String, style: String) -> Profile {
        var copy = self
        copy.ids[name] = ProfileStyle(css: style, section: .id(name))
        return copy
    }

    /// The profile with the custom attribute `key` setting the CSS `property`: with
    /// `.customAttribute("color", property: "color")`, Markdown's `^[50% off](color: '#e00000')`
    /// is coloured #e00000, as the app's AttributeScope shows it. The value is read as the
    /// property's CSS value; a bare number a length property does not take is read in px
    /// (`^[big](size: 20)` with `size` mapped to `font-size` is 20px). Only Markdown's custom
    /// attributes are styled, not an HTML `data-KEY`; `class` and `id` cannot be mapped.
    public func customAttribute(_ key: String, property: String) -> Profile {
        var copy = self
        let attribute = ProfileAttribute(key: key, property: property)
        copy.attributes[attribute.key] = attribute
        return copy
    }

    /// The profile with `policy`.
    public func policy(_ policy: StyleOptions.Policy) -> Profile {
        var copy = self
        copy.policy = policy
        return copy
    }

    /// What the profile's values say about themselves (unknown properties, invalid values), as
    /// `style=""` would report them, each at its declaration's place in the file.
    public var problems: [ProfileProblem] {
        let styles = [root] + tags.values + classes.values + ids.values
        let mappings = attributes.values.sorted { $0.key < $1.key }.flatMap(\.problems)
        return (styles.flatMap(\.problems) + mappings).sorted {
            ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0)
        }
    }

    /// Whether `tag` (lowercased) is an element HTML knows; a profile's other tags are custom tags.
    public static func isHTMLElement(_ tag: String) -> Bool {
        KnownElements.slot(of: tag) != nil
    }

    /// The name shown in the status line: the file's path, or `code` for one built in code.
    public var displayName: String { path ?? "code" }
}
