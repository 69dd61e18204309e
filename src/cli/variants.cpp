// `symdelta variants` (cli/variants.hpp): variants of a method made, checked and summarised.
#include "cli/variants.hpp"
#include "cli/commands.hpp"

namespace symdelta::cli {

int variants_command(const variants_args &a, const std::vector<combination> &offered) {
  const auto source = read_source_file(a.file);
  if (!source) {
    fmt::print(stderr, "{}\n", source.error().to_string());
    return exit_usage;
  }
  java::variant_options options;
  if (!a.method.empty()) options.method = a.method;
  options.seed = a.seed;
  options.count = a.count;
  if (!a.transforms.empty()) {
    options.transforms.clear();
    for (const auto &t : a.transforms) {
      const auto kind = java::parse_transformation(t);
      if (!kind) {
        fmt::print(stderr,
                   "--transform {}: usage error: expected add, delete, replace, add-call, loop-flip or "
                   "swap-subtype\n",
                   t);
        return exit_usage;
      }
      options.transforms.push_back(*kind);
    }
  }
  const auto original = java::frontend::parse(*source, a.file);
  if (!original) {
    fmt::print(stderr, "{}\n", original.error().to_string());
    return exit_usage;
  }
  const auto made = java::make_variants(*source, a.file, options);
  if (!made) {
    fmt::print(stderr, "{}\n", made.error().to_string());
    return exit_usage;
  }
  if (made->empty()) {
    fmt::print(stderr, "{}: {}: nothing to transform: no statement, counted loop, call or subtype that {} applies to\n",
               a.file, a.method.empty() ? std::string("every method") : "method " + a.method,
               a.transforms.empty() ? std::string("a transformation")
                                    : fmt::format("{}", fmt::join(a.transforms, ", ")));
    return exit_usage;
  }
  std::vector<detail::input_call> calls;
  if (!a.inputs_file.empty()) {
    std::ifstream in(a.inputs_file);
    if (!in) {
      fmt::print(stderr, "{}: usage error: cannot read the inputs\n", a.inputs_file);
      return exit_usage;
    }
    calls = detail::read_calls(in);
  }

  // a variant's case: <program>/<method>-<transformation>-<k>, one name in a database of many programs
  const std::string program = fs::path(a.file).stem().string();
  // the folder of the pairs: --emit's, else one of our own, removed at the end
  const bool keep = !a.emit_dir.empty();
  const fs::path dir =
      keep ? fs::path(a.emit_dir) : fs::temp_directory_path() / fmt::format("symdelta-variants-{}", ::getpid());
  std::map<std::string, std::size_t> numbered; // per method and transformation
  std::vector<std::string> names;              // each variant's folder, in the order of `made`
  for (const auto &v : *made) {
    const std::string kind(java::transformation_name(v.kind));
    names.push_back(fmt::format("{}-{}-{}", v.method, kind, numbered[v.method + "/" + kind]++));
  }
  if (const auto error = keep ? detail::prepare_emit_folder(dir, names, a.overwrite) : detail::make_folder(dir);
      !error.empty()) {
    fmt::print(stderr, "{}\n", error);
    return exit_usage;
  }
  // stored with each check (a case setting, cli/stored_options.hpp): which variant its case name
  // stands for, since another seed, count or program gives the name to another variant
  const std::string generator =
      fmt::format("--seed {}, --count {}, --transform {}, --method {}", a.seed, a.count,
                  a.transforms.empty() ? std::string("(all)") : fmt::format("{}", fmt::join(a.transforms, ",")),
                  a.method.empty() ? std::string("(all)") : a.method);
  std::error_code ec;
  // a write that fails ends the command (exit status 2): what the variants are checked on, or
  // what --emit promises, would be missing
  const auto failed = [&](const std::string &error) {
    fmt::print(stderr, "{}\n", error);
    if (!keep) fs::remove_all(dir, ec);
    return exit_usage;
  };
  std::vector<detail::variant_outcome> outcomes;
  std::vector<bench_case> cases;
  for (std::size_t k = 0; k < made->size(); ++k) {
    const auto &v = (*made)[k];
    detail::variant_outcome o{v, names[k], {}, {}, {}, {}, {}, {}, {}, {}};
    const auto prog = java::frontend::parse(v.source, o.name + "/newV.java");
    if (!prog)
      o.why_not = prog.error().to_string();
    else if (const auto fn = java::frontend::entry_method(*prog, v.method); !fn)
      o.why_not = fn.error().to_string();
    std::string error = detail::make_folder(dir / o.name);
    if (error.empty() && a.javac)
      o.javac = detail::javac_verdict(v.source, original->source_class, dir / o.name / "javac", error);
    if (error.empty()) error = write_file((dir / o.name / "oldV.java").string(), *source, "the file");
    if (error.empty()) error = write_file((dir / o.name / "newV.java").string(), v.source, "the file");
    if (!error.empty()) return failed(error);
    if (o.why_not.empty()) {
      cases.push_back(
          {program + "/" + o.name, "?", v.method, dir / o.name / "oldV.java", dir / o.name / "newV.java", ""});
      cases.back().settings = {{"variant", variant_hash(*source, v.source)}, {"variant generator", generator}};
      if (!calls.empty()) {
        std::string why;
        const auto differs = detail::first_differing_call(*original, *prog, v.method, a.inputs_file, calls, why);
        if (!why.empty()) return failed(why);
        if (differs) {
          o.test = differs->empty() ? "yes" : "no";
          o.test_input = *differs;
        }
      }
    }
    outcomes.push_back(std::move(o));
  }
  fmt::print("{} variants of {} ({} compile), seed {}\n", outcomes.size(), a.file, cases.size(), a.seed);
  std::fflush(stdout);

  int status = 0;
  if (!cases.empty()) {
    bench_args campaign = a.campaign;
    campaign.dir = dir.string();
    std::map<std::string, detail::variant_outcome *> by_name;
    for (auto &o : outcomes)
      by_name[program + "/" + o.name] = &o;
    status = run_campaign(cases, campaign, offered, [&](const campaign_check &c, const nlohmann::json &record) {
      detail::variant_outcome &o = *by_name.at(c.c->name);
      o.verdict = record.value("result", std::string("ERROR"));
      o.verdicts[c.combo->label()] = o.verdict;
      o.witness = detail::witness_text(record);
      o.jvm = detail::jvm_text(record);
      if (calls.empty()) { // the pre-pass's inputs are the tests: did they show a difference?
        const auto w = record.find("witness");
        const bool by_prepass = w != record.end() && w->is_object() && w->value("source", std::string()) == "pre-pass";
        const auto p = record.find("prepass");
        const bool ran = p != record.end() && p->is_object() && p->value("skipped", std::string()).empty() &&
                         p->value("tried", 0) > 0;
        o.test = by_prepass ? "no" : ran ? "yes" : "";
      }
    });
  }
  if (status == 2) { // refused (--resume of other variants, say): the database's variant rows stay its checks'
    if (!keep) fs::remove_all(dir, ec);
    return status;
  }

  // variants.tsv: every variant; cases.tsv: the decided ones, a benchmark `bench DIR` reruns
  bool written = true; // everything --emit promises
  {
    std::string tsv =
        "variant\ttransformation\tline\tnode\tverdict\ttest_neutral\twitness\tcompiles\tjavac\tjvm\tdescription\n";
    for (const auto &o : outcomes)
      tsv += fmt::format(
          "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n", o.name, java::transformation_name(o.v.kind), o.v.line,
          o.v.node, o.why_not.empty() ? o.verdict : "NOT_COMPILED", o.test,
          detail::tsv_field(o.test_input.empty() ? o.witness : o.witness + " (tests: " + o.test_input + ")"),
          o.why_not.empty() ? "yes" : detail::tsv_field(o.why_not), detail::tsv_field(o.javac),
          detail::tsv_field(o.jvm), detail::tsv_field(o.v.description));
    std::string cases_tsv = "case\texpected\tmethod\n";
    for (const auto &o : outcomes)
      if (o.verdict == "EQ" || o.verdict == "NEQ")
        cases_tsv += fmt::format("{}\t{}\t{}\n", o.name, o.verdict, o.v.method);
    for (const auto &[file, text] : {std::pair{"variants.tsv", &tsv}, std::pair{"cases.tsv", &cases_tsv}})
      if (const auto error = write_file((dir / file).string(), *text, "the file"); !error.empty()) {
        fmt::print(stderr, "{}\n", error);
        written = false;
      }
  }

  // the paper's neutral variant rate per transformation and node kind, proved and by tests
  std::vector<report::sqlite::stored_variant> stored;
  std::vector<report::study::case_result> checked;
  for (const auto &o : outcomes) {
    stored.push_back({program + "/" + o.name, a.file, o.v.method, std::string(java::transformation_name(o.v.kind)),
                      static_cast<long>(o.v.line), o.v.node, o.why_not.empty(), o.test, o.v.description});
    for (const auto &[tool, verdict] : o.verdicts)
      checked.push_back({program + "/" + o.name, "?", report::study::configuration{tool}, verdict, 0, 1, 1});
  }
  if (!a.campaign.common.db_file.empty()) try {
      report::sqlite::database db(a.campaign.common.db_file);
      for (const auto &v : stored)
        db.store_variant(v);
    } catch (const report::sqlite::database_error &e) {
      fmt::print(stderr, "{}: database error: {} (the variants are not stored)\n", a.campaign.common.db_file, e.what());
      status = 2;
    }
  const auto rows = report::study::variant_rows(stored, checked);
  fmt::print(
      "\n{}\n{}", report::study::render(report::study::nvr_table(rows, false), report::study::table_format::text),
      a.javac
          ? fmt::format("javac compiles {} of the {} variants\n",
                        std::count_if(outcomes.begin(), outcomes.end(), [](const auto &o) { return o.javac == "ok"; }),
                        outcomes.size())
          : std::string());
  bool header = false;
  for (const auto &o : outcomes)
    if (o.test == "yes" && o.verdict == "NEQ") {
      if (!header) fmt::print("\ntest-neutral but different (the tests pass; the witness shows a difference):\n");
      header = true;
      fmt::print("  {} (line {}, {}): {}\n    witness: {}\n", o.name, o.v.line, o.v.node, o.v.description, o.witness);
    }
  if (keep) {
    std::vector<report::html::variant_entry> entries;
    for (const auto &o : outcomes)
      entries.push_back({o.name, std::string(java::transformation_name(o.v.kind)), o.v.node,
                         o.why_not.empty() ? o.verdict : std::string(), o.test, o.witness,
                         o.why_not.empty() ? o.v.description : o.v.description + " (" + o.why_not + ")",
                         static_cast<long>(o.v.line), o.v.source});
    source_listing original_listing;
    original_listing.path = a.file;
    original_listing.text = *source;
    if (!write_page(
            (dir / "variants.html").string(),
            report::html::variants_page(fmt::format("symdelta variants of {}", a.file),
                                        {report::study::nvr_table(rows, false), report::study::nvr_table(rows, true)},
                                        original_listing, entries)))
      written = false;
    if (written)
      fmt::print("\nvariants in {} (variants.tsv; cases.tsv: the decided ones as a benchmark; variants.html: the "
                 "tables and each variant's diff)\n",
                 dir.string());
  } else
    fs::remove_all(dir, ec);
  return status == 2 || !written ? 2 : 0;
}

} // namespace symdelta::cli
