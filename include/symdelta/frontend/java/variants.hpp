#pragma once
// Java program variants, after Harrand et al., "A Journey Among Java Neutral Program Variants":
// speculative source-to-source transformations of one method (delete, add or replace a statement,
// add a guarded call, reverse a counted loop, swap the class an interface-typed variable gets).
// A variant is only a candidate: whether it compiles, and whether it behaves as the original,
// is for later stages (the frontend, the differ) to decide. The transformation works on the
// text, by byte ranges of tree-sitter nodes, so that everything it does not touch (comments,
// layout) stays as the author wrote it.
//
//   variants/variant.hpp    the transformations, a variant, the options
//   variants/text.hpp       byte spans and edits, lines, indentation, types as written
//   variants/model.hpp      what the file declares: classes, methods, locals and their uses, statements
//   variants/loop_flip.hpp  the counted loops loop-flip reverses
//   variants/maker.hpp      the transformations, candidates shuffled with the seed
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/frontend/java/syntax.hpp"
#include "symdelta/frontend/java/variants/maker.hpp"
#include "symdelta/frontend/java/variants/model.hpp"
#include "symdelta/frontend/java/variants/variant.hpp"

namespace symdelta::java {

/// Variants of `source` (file: for diagnostics only): per transformation in options order, all
/// candidates enumerated in document order, shuffled with std::mt19937_64(seed), then the first
/// `count` whose text is new (differs from the source and from those taken). A syntax error or
/// an unknown method is a diagnostic (kind syntax / usage) with file, line and column.
inline result<std::vector<variant>> make_variants(const std::string &source, const std::string &file,
                                                  const variant_options &options) {
  using namespace detail::variant_making;
  const syntax_tree tree(source);
  if (tree.root().has_error()) return tree.first_error(file);
  file_model model;
  model.source = tree.source();
  model_builder(model).build(tree.root());
  if (options.method && std::none_of(model.methods.begin(), model.methods.end(),
                                     [&](const method_info &m) { return m.body && m.name == *options.method; })) {
    const source_pos where = model.classes.empty() ? source_pos{1, 1} : model.classes.front().decl.field("name").pos();
    return diagnostic{diagnostic::kind::usage, file, where,
                      fmt::format("no method or constructor '{}' with a body in the file", *options.method)};
  }
  return variant_maker(model, options).run();
}

} // namespace symdelta::java
