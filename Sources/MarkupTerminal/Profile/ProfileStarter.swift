/// The commented starter profile `markscope profile --init` writes.
public enum ProfileStarter {
    public static let text = """
    # markscope.toml: how the app that shows this copy sets up its parser.
    # markscope reads it for every document in this folder and the folders below it
    # (the nearest markscope.toml wins; --profile PATH names one, --no-profile ignores it).
    # Keys are CSS property names, values CSS values, read as style="" is read.

    # Who wins when the app's styles and the copy's style="" disagree:
    # "inline-wins" (the default) or "code-wins" (the app's styles beat everything).
    policy = "inline-wins"

    # The app's root style, which everything inherits.
    [root]
    color = "#333333"
    font-size = "15px"

    # The app's style for a tag.
    [tags.b]
    color = "#e00000"

    # A tag the app knows: always an element, never text; display is "inline" or "block".
    [tags.promo]
    display = "inline"
    background-color = "yellow"

    # Elements with class="vip".
    [classes.vip]
    font-weight = "bold"

    # The element with id="hero".
    [ids.hero]
    text-decoration = "underline"

    # Custom attribute keys the app's AttributeScope styles, in Markdown's ^[text](key: 'value'),
    # each mapped to the CSS property its value sets (a bare number for a length is px):
    # ^[50% off](color: '#e00000') is red, ^[big](size: 20) is 20px.
    # [attributes]
    # color = "color"
    # size = "font-size"

    """
}
