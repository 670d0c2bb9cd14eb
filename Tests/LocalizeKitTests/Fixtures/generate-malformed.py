#!/usr/bin/env python3
# Writes the fixtures of Malformed/ (python3 generate-malformed.py Malformed) and prints, for each,
# where its error is expected: the position of the marker M placed by hand in the text (or
# given for raw bytes), computed here, independently of the readers under test.
import os, sys
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
M = '\u27e6'  # marks where the error is expected; removed from the file

def loc(text_before):
    # 1-based line and column (in scalars) after text_before; LF, CRLF and CR end lines.
    line, col, i = 1, 1, 0
    while i < len(text_before):
        c = text_before[i]
        if c == '\n' or (c == '\r' and (i + 1 == len(text_before) or text_before[i+1] != '\n')):
            line += 1; col = 1
        elif c == '\r':
            pass
        else:
            col += 1
        i += 1
    return line, col

rows = []
def fixture(name, text, message, kind='error', raw=None, where=None):
    if raw is not None:
        data = raw
        line, col = where if where else (0, 0)
    else:
        if kind == 'error':
            before, after = text.split(M)
            line, col = loc(before)
            text = before + after
        else:
            line, col = (0, 0)
        data = text.encode('utf-8')
    open(os.path.join(out, name), 'wb').write(data)
    rows.append((name, kind, line, col, message))

H = ('<?xml version="1.0" encoding="UTF-8"?>\n'
     '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
     '<plist version="1.0">\n')
def plist(body): return H + body + '</plist>\n'
def entry(inner):
    return plist('<dict>\n\t<key>files</key>\n\t<dict>\n' + inner + '\t</dict>\n</dict>\n')
FK = '\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n'
def variable(inner):
    return entry(FK + '\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n'
                 '\t\t\t<string>NSStringPluralRuleType</string>\n' + inner + '\t\t</dict>\n')

# ---- .strings
fixture('strings-unterminated-string.strings', '"a" = "b";\n"c" = ' + M + '"d;\n', 'unterminated string')
fixture('strings-unterminated-single-quote.strings', "'a' = " + M + "'b", 'unterminated string')
fixture('strings-unterminated-comment.strings', '"a" = "b";\n' + M + '/* open\n"c" = "d";\n', 'unterminated comment')
fixture('strings-missing-semicolon.strings', '"a" = "b"\n' + M + '"c" = "d";\n', "expected ';' after the value")
fixture('strings-missing-semicolon-at-eof-crlf.strings', '"a" = "b";\r\n"c" = "d"\r\n' + M, "expected ';' after the value")
fixture('strings-missing-equals.strings', '"a" ' + M + '"b";\n', "expected '=' or ';' after the key")
fixture('strings-missing-value.strings', '"a" =' + M, 'expected a value, found the end of the file')
fixture('strings-stray-equals.strings', '"a" = "b";\n' + M + '= "c";\n', "expected a key, found '='")
fixture('strings-unicode-escape-without-digits.strings', '"a" = "' + M + '\\Uxyz";\n', "'\\U' needs hexadecimal digits")
fixture('strings-unpaired-high-surrogate-escape.strings', '"a" = "x' + M + '\\UD83D";\n', 'unpaired surrogate in escape')
fixture('strings-lone-low-surrogate-escape.strings', '"a" = "x' + M + '\\uDE00y";\n', 'unpaired surrogate in escape')
fixture('strings-unterminated-escape.strings', '"a" = ' + M + '"\\', 'unterminated string')
fixture('strings-huge-value-then-error.strings',
        '"big" = "' + 'x' * 100_000 + '";\n"next" = ' + M + ';\n', "expected a value, found ';'")
# Invalid UTF-8: the error is at the first byte that starts no well-formed sequence.
fixture('strings-invalid-utf8.strings', None, 'invalid UTF-8', raw=b'"a" = "\xc3\x28";\n', where=(1, 8))
fixture('strings-invalid-utf8-line-3.strings', None, 'invalid UTF-8',
        raw='"a" = "b";\n"é" = "ü";\n"k" = "'.encode() + b'\xff";\n', where=(3, 8))
fixture('strings-overlong-utf8.strings', None, 'invalid UTF-8', raw=b'"a" = "\xc0\xaf";\n', where=(1, 8))
fixture('strings-utf8-surrogate.strings', None, 'invalid UTF-8', raw=b'"a" = "\xed\xa0\x80";\n', where=(1, 8))
fixture('strings-truncated-utf8.strings', None, 'invalid UTF-8', raw=b'"a" = "\xe2\x82', where=(1, 8))
# Invalid UTF-16: located in the text decoded so far.
le = lambda s: s.encode('utf-16-le')
be = lambda s: s.encode('utf-16-be')
fixture('strings-utf16le-odd-length.strings', None, 'invalid UTF-16: odd number of bytes',
        raw=b'\xff\xfe' + le('"a" = "b";\n') + b'\x41', where=(2, 1))
fixture('strings-utf16le-unpaired-high-surrogate.strings', None, 'invalid UTF-16: unpaired surrogate',
        raw=b'\xff\xfe' + le('"a" = "') + b'\x3d\xd8' + le('";\n'), where=(1, 8))
fixture('strings-utf16be-lone-low-surrogate.strings', None, 'invalid UTF-16: unpaired surrogate',
        raw=b'\xfe\xff' + be('"a" = "b";\n"c" = "') + b'\xdc\x00' + be('";\n'), where=(2, 8))
fixture('strings-utf16le-bom-and-one-byte.strings', None, 'invalid UTF-16: odd number of bytes',
        raw=b'\xff\xfe\x41', where=(1, 1))
fixture('strings-nul-byte-between-entries.strings', None, "expected a key, found",
        raw=b'"a" = "b";\n\x00"c" = "d";\n', where=(2, 1))
# Valid but odd: a lone BOM is an empty file; duplicate keys are kept and listed.
fixture('strings-lone-utf8-bom.strings', None, '', kind='empty', raw=b'\xef\xbb\xbf')
fixture('strings-lone-utf16le-bom.strings', None, '', kind='empty', raw=b'\xff\xfe')
fixture('strings-lone-utf16be-bom.strings', None, '', kind='empty', raw=b'\xfe\xff')
fixture('strings-duplicate-keys.strings', '"a" = "1";\n"b" = "2";\n  "a" = "3";\n', 'a@1:1,3:3', kind='duplicates')

# ---- .stringsdict (XML property lists)
fixture('plist-empty.stringsdict', M, 'expected a property list, found the end of the file')
fixture('plist-lone-utf8-bom.stringsdict', None, 'expected a property list, found the end of the file',
        raw=b'\xef\xbb\xbf', where=(1, 1))
fixture('plist-lone-utf16le-bom.stringsdict', None, 'expected a property list, found the end of the file',
        raw=b'\xff\xfe', where=(1, 1))
fixture('plist-text-at-top-level.stringsdict', '<?xml version="1.0"?>\n' + M + 'hello\n', 'expected an element, found text')
fixture('plist-truncated.stringsdict',
        H + '<dict>\n\t<key>files</key>\n\t' + M + '<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n',
        'unterminated <dict>')
fixture('plist-truncated-after-key.stringsdict',
        H + '<dict>\n\t<key>files</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n' + M,
        "missing value for key 'NSStringLocalizedFormatKey'")
fixture('plist-truncated-in-tag.stringsdict', H + '<dict>\n\t<key>files</key>\n\t' + M + '<dict', 'unterminated tag <dict>')
fixture('plist-truncated-string.stringsdict', H + '<dict>\n\t<key>a</key>\n\t' + M + '<string>abc', 'unterminated <string>')
fixture('plist-missing-plist-end.stringsdict', H + '<dict/>\n' + M, 'missing </plist>')
fixture('plist-mismatched-end-tag.stringsdict',
        plist('<dict>\n\t<key>a</key>\n\t<string>x' + M + '</strin>\n</dict>\n'), 'expected </string>, found </strin>')
fixture('plist-unknown-element.stringsdict', plist('<dict>\n\t<key>a</key>\n\t' + M + '<foo/>\n</dict>\n'), 'unknown element <foo>')
fixture('plist-key-outside-dict.stringsdict', plist(M + '<key>a</key>\n'), '<key> outside a dictionary')
fixture('plist-value-without-key.stringsdict', plist('<dict>\n\t' + M + '<string>a</string>\n</dict>\n'),
        'expected <key> in <dict>, found <string>')
fixture('plist-missing-value.stringsdict', plist('<dict>\n\t<key>a</key>\n' + M + '</dict>\n'), "missing value for key 'a'")
fixture('plist-two-keys-in-a-row.stringsdict', plist('<dict>\n\t<key>a</key>\n\t' + M + '<key>b</key>\n\t<string/>\n</dict>\n'),
        "missing value for key 'a'")
fixture('plist-empty-plist.stringsdict', H.replace('<plist version="1.0">', M + '<plist version="1.0">') + '</plist>\n', 'empty <plist>')
fixture('plist-content-after-root.stringsdict', plist('<dict/>\n') + M + '<dict/>\n', 'unexpected content after the property list')
fixture('plist-element-inside-string.stringsdict', plist('<dict>\n\t<key>a</key>\n\t<string>x ' + M + '<b>bold</b></string>\n</dict>\n'),
        'unexpected <b> inside <string>')
fixture('plist-unterminated-comment.stringsdict', plist('<dict>\n\t' + M + '<!-- never closed\n</dict>\n'), 'unterminated comment')
fixture('plist-unterminated-cdata.stringsdict', plist('<dict>\n\t<key>a</key>\n\t<string>' + M + '<![CDATA[x</string>\n</dict>\n'),
        'unterminated CDATA section')
fixture('plist-unterminated-doctype.stringsdict', '<?xml version="1.0"?>\n' + M + '<!DOCTYPE plist [ <!ENTITY x "y">\n', 'unterminated DOCTYPE')
fixture('plist-unterminated-processing-instruction.stringsdict', M + '<?xml version="1.0"\n<plist/>\n', 'unterminated processing instruction')
fixture('plist-malformed-attribute.stringsdict', '<plist ' + M + 'version=1.0>\n<dict/>\n</plist>\n', 'malformed attribute in <plist>')
fixture('plist-bare-ampersand.stringsdict', plist('<dict>\n\t<key>a</key>\n\t<string>salt ' + M + '& pepper</string>\n</dict>\n'),
        "'&' that starts no entity (write '&amp;')")
fixture('plist-unknown-entity.stringsdict', plist('<dict>\n\t<key>a</key>\n\t<string>a' + M + '&nbsp;b</string>\n</dict>\n'),
        "unknown entity '&nbsp;'")
fixture('plist-nul-character-reference.stringsdict', plist('<dict>\n\t<key>a</key>\n\t<string>' + M + '&#0;</string>\n</dict>\n'),
        "invalid character reference '&#0;'")
fixture('plist-surrogate-character-reference.stringsdict',
        plist('<dict>\n\t<key>a</key>\n\t<string>' + M + '&#xD800;</string>\n</dict>\n'), "invalid character reference '&#xD800;'")
fixture('plist-invalid-integer.stringsdict', plist('<dict>\n\t<key>a</key>\n\t' + M + '<integer>12a</integer>\n</dict>\n'),
        "invalid integer '12a'")
fixture('plist-huge-integer.stringsdict', plist('<dict>\n\t<key>a</key>\n\t' + M + '<integer>' + '9' * 40 + '</integer>\n</dict>\n'),
        "invalid integer '9999")
fixture('plist-invalid-real.stringsdict', plist('<dict>\n\t<key>a</key>\n\t' + M + '<real>1.2.3</real>\n</dict>\n'), "invalid real '1.2.3'")
fixture('plist-bad-base64.stringsdict', plist('<dict>\n\t<key>a</key>\n\t' + M + '<data>not*base64</data>\n</dict>\n'),
        'invalid Base64 in <data>')
fixture('plist-true-with-content.stringsdict', plist('<dict>\n\t<key>a</key>\n\t' + M + '<true>yes</true>\n</dict>\n'), '<true> has content')
fixture('plist-invalid-utf8.stringsdict', None, 'invalid UTF-8',
        raw=(H + '<dict>\n\t<key>a</key>\n\t<string>caf').encode() + b'\xe9</string>\n</dict>\n</plist>\n', where=(6, 13))
fixture('plist-utf16le-unpaired-surrogate.stringsdict', None, 'invalid UTF-16: unpaired surrogate',
        raw=b'\xff\xfe' + le('<plist><dict><key>a</key><string>') + b'\x00\xdc' + le('</string></dict></plist>'), where=(1, 34))
depth = 300
fixture('plist-deeply-nested.stringsdict',
        plist('<dict>\n\t<key>a</key>\n\t<dict>\n\t\t<key>x</key>\n'
              + '<array>' * 254 + M + '<array>' * (depth - 254) + '</array>' * depth + '\n\t</dict>\n</dict>\n'),
        '<array> nested more than 256 levels deep')
fixture('plist-deeply-nested-10k.stringsdict',
        H + '<array>' * 256 + M + '<array>' * (10_000 - 256) + '</array>' * 10_000 + '\n</plist>\n',
        '<array> nested more than 256 levels deep')
# Property lists that are well-formed but not .stringsdict files.
fixture('stringsdict-top-level-array.stringsdict', plist(M + '<array/>\n'), 'expected a dictionary at the top level, found an array')
fixture('stringsdict-entry-not-a-dictionary.stringsdict', plist('<dict>\n\t<key>a</key>\n\t' + M + '<string>x</string>\n</dict>\n'),
        "expected a dictionary for 'a', found a string")
fixture('stringsdict-format-key-not-a-string.stringsdict',
        entry('\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t' + M + '<integer>1</integer>\n'),
        "expected a string for 'NSStringLocalizedFormatKey', found an integer")
fixture('stringsdict-plural-form-not-a-string.stringsdict', variable('\t\t\t<key>one</key>\n\t\t\t' + M + '<array/>\n'),
        "expected a string for 'one', found an array")
fixture('stringsdict-spec-type-not-a-string.stringsdict',
        entry(FK + '\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t' + M + '<true/>\n\t\t</dict>\n'),
        "expected a string for 'NSStringFormatSpecTypeKey', found a boolean")
fixture('stringsdict-device-rule-not-a-dictionary.stringsdict',
        entry('\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t' + M + '<string>iphone</string>\n'),
        'expected a dictionary for NSStringDeviceSpecificRuleType, found a string')
fixture('stringsdict-device-without-format.stringsdict',
        entry('\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t<dict>\n\t\t\t' + M + '<key>mac</key>\n\t\t\t<dict/>\n\t\t</dict>\n'),
        "missing NSStringLocalizedFormatKey for device 'mac'")
fixture('stringsdict-device-value-wrong-type.stringsdict',
        entry('\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t<dict>\n\t\t\t<key>mac</key>\n\t\t\t' + M + '<integer>2</integer>\n\t\t</dict>\n'),
        "expected a string or a dictionary for device 'mac', found an integer")
fixture('stringsdict-duplicate-keys.stringsdict',
        plist('<dict>\n\t<key>a</key>\n\t<dict/>\n\t<key>b</key>\n\t<dict/>\n\t<key>a</key>\n\t<dict/>\n</dict>\n'),
        'a@5:2,9:2', kind='duplicates')

# ---- .xcstrings (JSON)
import json
def xc(obj):
    return json.dumps(obj, indent=2, separators=(',', ' : '), ensure_ascii=False)
CAT_HEAD = '{\n  "sourceLanguage" : "en",\n  "strings" : {\n'
CAT_TAIL = '\n  },\n  "version" : "1.0"\n}'
def cat(entries_text):
    return CAT_HEAD + entries_text + CAT_TAIL
def unit(value_json, extra=''):
    return ('    "Cancel" : {\n      "localizations" : {\n        "de" : {\n          "stringUnit" : {\n'
            '            "state" : "translated",\n            "value" : ' + value_json + extra + '\n          }\n        }\n      }\n    }')
good = cat('    "Cancel" : {\n      "comment" : "Button"\n    }')
Q = "'"
fixture('xcstrings-empty.xcstrings', M, 'unexpected end of input, expected an object for the catalog')
fixture('xcstrings-lone-utf8-bom.xcstrings', None, 'unexpected end of input, expected an object for the catalog',
        raw=b'\xef\xbb\xbf', where=(1, 1))
fixture('xcstrings-lone-utf16-bom.xcstrings', None, 'expected an object for the catalog, found byte 0xFF',
        raw=b'\xff\xfe', where=(1, 1))
fixture('xcstrings-utf16le.xcstrings', None, 'expected an object for the catalog, found byte 0xFF',
        raw=b'\xff\xfe' + good.encode('utf-16-le'), where=(1, 1))
fixture('xcstrings-top-level-array.xcstrings', M + '[\n  {}\n]', "expected an object for the catalog, found an array")
fixture('xcstrings-truncated-in-string.xcstrings', CAT_HEAD + '    "Cancel" : {\n      "comment" : ' + M + '"Butt',
        'unterminated string')
fixture('xcstrings-truncated-after-comma.xcstrings', CAT_HEAD + '    "Cancel" : {\n      "comment" : "Button",\n' + M,
        'unexpected end of input in an object')
fixture('xcstrings-truncated-after-key.xcstrings', CAT_HEAD + '    "Cancel" ' + M, 'unexpected end of input after an object key')
fixture('xcstrings-truncated-after-colon.xcstrings', CAT_HEAD + '    "Cancel" : ' + M,
        "unexpected end of input, expected an object for the entry 'Cancel'")
fixture('xcstrings-truncated-in-array.xcstrings',
        '{\n  "custom" : [\n    1,\n    2' + M, 'unexpected end of input in an array')
fixture('xcstrings-trailing-comma.xcstrings', cat('    "Cancel" : {\n      "comment" : "Button",\n    ' + M + '}'),
        "trailing comma before '}'")
fixture('xcstrings-trailing-comma-in-array.xcstrings', '{\n  "custom" : [\n    1,\n  ' + M + ']\n}', "trailing comma before ']'")
fixture('xcstrings-missing-colon.xcstrings', '{\n  "sourceLanguage" ' + M + '"en"\n}', "expected ':' after an object key, found '\"'")
fixture('xcstrings-missing-comma.xcstrings', '{\n  "sourceLanguage" : "en"\n  ' + M + '"strings" : {}\n}',
        "expected ',' or '}' after an object member, found '\"'")
fixture('xcstrings-single-quotes.xcstrings', '{\n  ' + M + Q + 'sourceLanguage' + Q + ' : ' + Q + 'en' + Q + '\n}',
        "expected '\"' to begin an object key, found " + Q + Q + Q)
fixture('xcstrings-comment.xcstrings', '{\n  ' + M + '// Xcode never writes comments\n  "sourceLanguage" : "en"\n}',
        "expected '\"' to begin an object key, found '/'")
fixture('xcstrings-content-after-catalog.xcstrings', good + '\n' + M + '{}\n', "unexpected '{' after the end of the JSON value")
fixture('xcstrings-nan.xcstrings', '{\n  "custom" : ' + M + 'NaN\n}', "expected a value, found 'N'")
fixture('xcstrings-leading-zero.xcstrings', '{\n  "custom" : 0' + M + '1\n}', 'invalid number')
fixture('xcstrings-lone-minus.xcstrings', '{\n  "custom" : -' + M + ',\n  "x" : 1\n}', 'invalid number')
fixture('xcstrings-missing-source-language.xcstrings', M + '{\n  "strings" : {},\n  "version" : "1.0"\n}',
        "the catalog has no 'sourceLanguage'")
fixture('xcstrings-missing-strings.xcstrings', M + '{\n  "sourceLanguage" : "en",\n  "version" : "1.0"\n}',
        "the catalog has no 'strings'")
fixture('xcstrings-missing-version.xcstrings', M + '{\n  "sourceLanguage" : "en",\n  "strings" : {}\n}',
        "the catalog has no 'version'")
fixture('xcstrings-strings-is-an-array.xcstrings', '{\n  "sourceLanguage" : "en",\n  "strings" : ' + M + '[],\n  "version" : "1.0"\n}',
        "expected an object for 'strings', found an array")
fixture('xcstrings-version-is-a-number.xcstrings', '{\n  "sourceLanguage" : "en",\n  "strings" : {},\n  "version" : ' + M + '1.0\n}',
        "expected a string for 'version', found a number")
fixture('xcstrings-source-language-is-null.xcstrings', '{\n  "sourceLanguage" : ' + M + 'null\n}',
        "expected a string for 'sourceLanguage', found null")
fixture('xcstrings-entry-is-a-string.xcstrings', cat('    "Cancel" : ' + M + '"Abbrechen"'),
        "expected an object for the entry 'Cancel', found a string")
fixture('xcstrings-localizations-is-an-array.xcstrings', cat('    "Cancel" : {\n      "localizations" : ' + M + '[]\n    }'),
        "expected an object for 'localizations', found an array")
fixture('xcstrings-comment-is-a-number.xcstrings', cat('    "Cancel" : {\n      "comment" : ' + M + '42\n    }'),
        "expected a string for 'comment', found a number")
fixture('xcstrings-bool-is-a-string.xcstrings', cat('    "Cancel" : {\n      "shouldTranslate" : ' + M + '"no"\n    }'),
        "expected true or false for 'shouldTranslate', found a string")
fixture('xcstrings-value-is-a-number.xcstrings', cat(unit(M + '7')), "expected a string for 'value', found a number")
fixture('xcstrings-string-unit-without-value.xcstrings',
        cat('    "Cancel" : {\n      "localizations" : {\n        "de" : {\n          ' + M + '"stringUnit" : {\n'
            '            "state" : "translated"\n          }\n        }\n      }\n    }'),
        "'stringUnit' has no 'value'")
fixture('xcstrings-string-set-value-not-a-string.xcstrings',
        cat('    "Cancel" : {\n      "localizations" : {\n        "de" : {\n          "stringSet" : {\n'
            '            "state" : "translated",\n            "values" : [\n              "a",\n              ' + M + 'true\n            ]\n'
            '          }\n        }\n      }\n    }'),
        "expected a string for an element of 'values', found a Boolean")
fixture('xcstrings-plural-is-an-array.xcstrings',
        cat('    "Cancel" : {\n      "localizations" : {\n        "de" : {\n          "variations" : {\n'
            '            "plural" : ' + M + '[]\n          }\n        }\n      }\n    }'),
        "expected an object for 'plural', found an array")
fixture('xcstrings-arg-num-is-fractional.xcstrings',
        cat('    "%#@n@" : {\n      "localizations" : {\n        "de" : {\n          "substitutions" : {\n'
            '            "n" : {\n              "argNum" : ' + M + '1.5\n            }\n          }\n        }\n      }\n    }'),
        "expected an integer for 'argNum', found 1.5")
fixture('xcstrings-arg-num-is-a-string.xcstrings',
        cat('    "%#@n@" : {\n      "localizations" : {\n        "de" : {\n          "substitutions" : {\n'
            '            "n" : {\n              "argNum" : ' + M + '"1"\n            }\n          }\n        }\n      }\n    }'),
        "expected an integer for 'argNum', found a string")
fixture('xcstrings-bad-escape.xcstrings', cat(unit('"Ab' + M + '\\xbrechen"')), "invalid escape '\\x' in a string")
fixture('xcstrings-short-unicode-escape.xcstrings', cat(unit('"' + M + '\\u00G9"')), 'invalid \\u escape: expected four hexadecimal digits')
fixture('xcstrings-unpaired-high-surrogate.xcstrings', cat(unit('"x' + M + '\\ud83d"')), 'unpaired surrogate in \\u escape')
fixture('xcstrings-lone-low-surrogate.xcstrings', cat(unit('"x' + M + '\\ude00y"')), 'unpaired surrogate in \\u escape')
fixture('xcstrings-raw-tab-in-string.xcstrings', cat(unit('"Ab' + M + '\tbrechen"')), 'unescaped control character U+0009 in a string')
fixture('xcstrings-raw-newline-in-string.xcstrings', cat(unit('"Ab' + M + '\nbrechen"')), 'unescaped control character U+000A in a string')
fixture('xcstrings-invalid-utf8.xcstrings', None, 'invalid UTF-8 in a string',
        raw=cat(unit('"Abbr"')).encode().replace(b'Abbr', b'Abbr\xff'), where=(9, 28))
fixture('xcstrings-overlong-utf8.xcstrings', None, 'invalid UTF-8 in a string',
        raw=cat(unit('"x"')).encode().replace(b'"x"', b'"\xc0\xafx"'), where=(9, 24))
fixture('xcstrings-invalid-utf8-outside-strings.xcstrings', None, "expected a value, found byte 0xC3",
        raw=b'{\n  "custom" : \xc3\xa9\n}', where=(2, 14))
fixture('xcstrings-deeply-nested-values.xcstrings', '{\n  "custom" : ' + '[' * 511 + M + '[' * 89 + ']' * 600 + '\n}',
        'objects and arrays nested deeper than 512 levels')
def deep_variations(levels):
    text = '{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":'
    text += '{"variations":{"device":{"mac":' * levels
    return text
fixture('xcstrings-deeply-nested-variations.xcstrings',
        deep_variations(169) + '{"variations":' + M + '{"device":{"mac":{}}}}' + '}}}' * 169 + '}}}}',
        'objects and arrays nested deeper than 512 levels')
big = '\u00e9' * 300_000
fixture('xcstrings-huge-line-then-error.xcstrings', '{"custom":"' + big + '","sourceLanguage":"en",' + M + '}',
        "trailing comma before '}'")
fixture('xcstrings-huge-value-valid.xcstrings',
        xc({"sourceLanguage": "en", "strings": {"big": {"comment": "x" * 1_000_000}}, "version": "1.0"}),
        '', kind='valid')
fixture('xcstrings-duplicate-entries.xcstrings',
        cat('    "Cancel" : {\n      "comment" : "first"\n    },\n    "Cancel" : {\n      "comment" : "second"\n    }'),
        'Cancel@4,7', kind='duplicates')
fixture('xcstrings-duplicate-known-field.xcstrings',
        '{\n  "sourceLanguage" : "en",\n  "sourceLanguage" : "de",\n  "strings" : {},\n  "version" : "1.0"\n}',
        '', kind='valid')

# ---- format strings (one per file; the expected position is that of the bad sequence)
def fmt(name, text, message):
    fixture(name, text, message)
fmt('format-n.txt', 'Wrote ' + M + '%n bytes', "'%n' is not supported")
fmt('format-positional-without-conversion.txt', 'Name: ' + M + '%1$', "'%1$' at the end of the string has no conversion")
fmt('format-empty-variable.txt', M + '%#@@ items', "'%#@@': empty variable name")
fmt('format-unterminated-variable.txt', 'Delete ' + M + '%#@files', "'%#@files': variable name without closing '@'")
fmt('format-zero-index.txt', '%1$@ and ' + M + '%0$d', "'%0$d': arguments are numbered from 1")
fmt('format-number-too-large.txt', M + '%99999999d', "'%99999999d': number too large")
fmt('format-modified-variable.txt', M + '%-#@n@', "'%-#@n@': a variable takes no flags, width, precision or length")
fmt('format-length-on-object.txt', M + '%l@', "'%l@': length modifier 'l' does not apply to '%@'")
fmt('format-unknown-conversion.txt', '%d ' + M + '%y', "'y' in '%y' is not a conversion")
fmt('format-trailing-percent.txt', 'Done: 100' + M + '%', "'%' at the end of the string has no conversion")
fmt('format-star-dollar.txt', M + '%*$d', "'$' in '%*$' is not a conversion")
fmt('format-second-line.txt', 'First line %@\nsecond «line» ' + M + '%k', "'k' in '%k' is not a conversion")

for r in rows:
    print(r)
print(len(rows), file=sys.stderr)
