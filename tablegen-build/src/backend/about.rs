//! [`About`]: what a backend says about itself, the same for every shape
//! of backend ([`super::Pipeline`], [`super::FnBackend`]).

use super::OptionSpec;

/// A backend's flag, description, options, Rust vocabulary and missing
/// sections: the plain-data half of [`super::Backend`], built with `const`
/// methods so that a backend can be a `static`.
///
/// ```
/// use tablegen_build::backend::{About, OptionSpec};
/// static OPTIONS: [OptionSpec; 1] = [OptionSpec::bool("wide", false, "Wide tables")];
/// static ABOUT: About = About::new("gen-toy", "Generate a toy").with_options(&OPTIONS);
/// assert_eq!(ABOUT.flag, "gen-toy");
/// assert_eq!(ABOUT.options[0].name, "wide");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct About {
    /// See [`super::Backend::flag`].
    pub flag: &'static str,
    /// See [`super::Backend::description`].
    pub description: &'static str,
    /// See [`super::Backend::options`].
    pub options: &'static [OptionSpec],
    /// See [`super::Backend::missing_sections`].
    pub missing_sections: &'static [&'static str],
    /// See [`super::Backend::rust_vocabulary`].
    pub rust_vocabulary: &'static [&'static str],
    /// See [`super::Backend::rust_requires`].
    pub rust_requires: &'static [&'static str],
}

impl About {
    /// A complete backend without options or Rust vocabulary.
    pub const fn new(flag: &'static str, description: &'static str) -> Self {
        About { flag, description, options: &[], missing_sections: &[], rust_vocabulary: &[], rust_requires: &[] }
    }

    /// The same, reading `options`.
    pub const fn with_options(mut self, options: &'static [OptionSpec]) -> Self {
        self.options = options;
        self
    }

    /// The same, whose Rust module defines `types` for its siblings.
    pub const fn defines(mut self, types: &'static [&'static str]) -> Self {
        self.rust_vocabulary = types;
        self
    }

    /// The same, whose Rust module uses `types` of its siblings in a
    /// module tree.
    pub const fn requires(mut self, types: &'static [&'static str]) -> Self {
        self.rust_requires = types;
        self
    }

    /// The same, which does not write LLVM's `sections` yet.
    pub const fn missing(mut self, sections: &'static [&'static str]) -> Self {
        self.missing_sections = sections;
        self
    }
}

/// The [`super::Backend`] methods that read a shape's [`About`] (its
/// `about` field), written once for every shape.
macro_rules! about_methods {
    () => {
        fn flag(&self) -> &'static str {
            self.about.flag
        }
        fn description(&self) -> &'static str {
            self.about.description
        }
        fn options(&self) -> &'static [OptionSpec] {
            self.about.options
        }
        fn missing_sections(&self) -> &'static [&'static str] {
            self.about.missing_sections
        }
        fn rust_vocabulary(&self) -> &'static [&'static str] {
            self.about.rust_vocabulary
        }
        fn rust_requires(&self) -> &'static [&'static str] {
            self.about.rust_requires
        }
        fn languages(&self) -> &'static [Lang] {
            if self.rust.is_some() {
                &[Lang::Cpp, Lang::Rust]
            } else {
                &[Lang::Cpp]
            }
        }
    };
}
pub(super) use about_methods;

/// The builder methods of a shape with an `about` field.
macro_rules! about_builders {
    () => {
        /// The same backend, reading `options`.
        pub const fn with_options(mut self, options: &'static [OptionSpec]) -> Self {
            self.about = self.about.with_options(options);
            self
        }

        /// The same backend, whose Rust module defines `types` for its siblings.
        pub const fn defines(mut self, types: &'static [&'static str]) -> Self {
            self.about = self.about.defines(types);
            self
        }

        /// The same backend, whose Rust module uses `types` of its siblings
        /// in a module tree.
        pub const fn requires(mut self, types: &'static [&'static str]) -> Self {
            self.about = self.about.requires(types);
            self
        }

        /// The same backend, which does not write LLVM's `sections` yet.
        pub const fn missing(mut self, sections: &'static [&'static str]) -> Self {
            self.about = self.about.missing(sections);
            self
        }
    };
}
pub(super) use about_builders;
