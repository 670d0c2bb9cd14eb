/// Small catalogs and the XLIFF Xcode writes for them, written by hand for the tests.
enum XLIFFFixtures {
    /// A catalog with a plain string, a plural, a device variation, a substitution, a
    /// string not to translate, a stale one, and text that needs escaping.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "comment" : "Files in the folder",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld файл"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "%lld файла"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Cancel" : {
              "comment" : "Button: \"Cancel\" & <close>",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Cancel"
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Отменить"
                  }
                }
              }
            },
            "Found %#@count@" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Found %#@count@"
                  },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg item"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg items"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Gone" : {
              "extractionState" : "stale",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Gone"
                  }
                }
              }
            },
            "Line\nbreak" : {
              "localizations" : {
                "ru" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Перенос\nстроки"
                  }
                }
              }
            },
            "OK" : {
              "shouldTranslate" : false
            },
            "Settings" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Settings…"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Settings"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static let tool = #"<tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="26.0" build-num="test"/>"#

    /// `catalog` exported for Russian, as Xcode lays it out: the language's four plural
    /// categories, the substitution after its format, `translate="no"`, no stale entry.
    static let russian = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="ru" datatype="plaintext">
            <header>
              \(tool)
            </header>
            <body>
              <trans-unit id="%lld files|==|plural.few" xml:space="preserve">
                <source>%lld files</source>
                <note>Files in the folder</note>
              </trans-unit>
              <trans-unit id="%lld files|==|plural.many" xml:space="preserve">
                <source>%lld files</source>
                <note>Files in the folder</note>
              </trans-unit>
              <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                <source>%lld file</source>
                <target state="translated">%lld файл</target>
                <note>Files in the folder</note>
              </trans-unit>
              <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                <source>%lld files</source>
                <target state="needs-review-translation">%lld файла</target>
                <note>Files in the folder</note>
              </trans-unit>
              <trans-unit id="Cancel" xml:space="preserve">
                <source>Cancel</source>
                <target state="translated">Отменить</target>
                <note>Button: "Cancel" &amp; &lt;close&gt;</note>
              </trans-unit>
              <trans-unit id="Found %#@count@" xml:space="preserve">
                <source>Found %#@count@</source>
                <note/>
              </trans-unit>
              <trans-unit id="Found %#@count@|==|substitutions.count.plural.few" xml:space="preserve">
                <source>%arg items</source>
                <note/>
              </trans-unit>
              <trans-unit id="Found %#@count@|==|substitutions.count.plural.many" xml:space="preserve">
                <source>%arg items</source>
                <note/>
              </trans-unit>
              <trans-unit id="Found %#@count@|==|substitutions.count.plural.one" xml:space="preserve">
                <source>%arg item</source>
                <note/>
              </trans-unit>
              <trans-unit id="Found %#@count@|==|substitutions.count.plural.other" xml:space="preserve">
                <source>%arg items</source>
                <note/>
              </trans-unit>
              <trans-unit id="Line&#10;break" xml:space="preserve">
                <source>Line
        break</source>
                <target state="new">Перенос
        строки</target>
                <note/>
              </trans-unit>
              <trans-unit id="OK" translate="no" xml:space="preserve">
                <source>OK</source>
                <note/>
              </trans-unit>
              <trans-unit id="Settings|==|device.mac" xml:space="preserve">
                <source>Settings…</source>
                <note/>
              </trans-unit>
              <trans-unit id="Settings|==|device.other" xml:space="preserve">
                <source>Settings</source>
                <note/>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """
}
