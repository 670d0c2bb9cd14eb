/// Hand-written catalogs and tables for the conversion tests.
enum ConversionFixtures {
    /// A catalog in Xcode's formatting with what `.lproj` tables can carry:
    /// comments, plain strings with escapes, plural variations (Russian with
    /// four categories), substitutions (implicit and positional arguments, two
    /// in one string, another argument beside them), device variations (one
    /// with plural variations inside), and a key with no comment. Every entry
    /// is `migrated` and every string `translated`, as a migration writes them,
    /// so that the catalog survives `.xcstrings → .lproj → .xcstrings` byte for byte.
    static let migrated = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ copied %lld files" : {
              "comment" : "Copy progress: a name, then a count",
              "extractionState" : "migrated",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ hat %#@files@ kopiert"
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "eine Datei"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Dateien"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ copied %#@files@"
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg files"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "%lld files in %lld folders" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$#@files@ in %2$#@folders@"
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg files"
                            }
                          }
                        }
                      }
                    },
                    "folders" : {
                      "argNum" : 2,
                      "formatSpecifier" : "d",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg folder"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg folders"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "ja" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%2$#@folders@内の%1$#@files@"
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg個のファイル"
                            }
                          }
                        }
                      }
                    },
                    "folders" : {
                      "argNum" : 2,
                      "formatSpecifier" : "d",
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg個のフォルダ"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Cancel" : {
              "comment" : "Button: abandons the task",
              "extractionState" : "migrated",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abbrechen"
                  }
                },
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
            "Delete %lld items" : {
              "comment" : "Counted title",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Delete %lld Item"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Delete %lld Items"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Удалить %lld объекта"
                        }
                      },
                      "many" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Удалить %lld объектов"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Удалить %lld объект"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Удалить %lld объекта"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Say \"hi\"" : {
              "comment" : "Quotes, a backslash \\ and a line break\nin a comment",
              "extractionState" : "migrated",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Sag „hallo“\tund\nwinke"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Say \"hi\" \\ wave"
                  }
                }
              }
            },
            "Tap to continue" : {
              "comment" : "Varies by device",
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "variations" : {
                          "plural" : {
                            "one" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "Tap once"
                              }
                            },
                            "other" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "Tap %lld times"
                              }
                            }
                          }
                        }
                      },
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Click to continue"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Tap to continue"
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
}
