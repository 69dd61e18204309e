#pragma once
// What a check's child streamed before it was stopped at its time limit or killed: its
// partitions per iteration (classes, JSON records) and a witness, if one showed the
// versions differ. The parent classifies such a check from them.
#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "symdelta/core/classification.hpp"

namespace symdelta::cli {

struct streamed_partitions {
  std::map<std::size_t, std::vector<partition_class>> classes; // per iteration
  std::map<std::size_t, nlohmann::json> parts;                 // per iteration: an array of records
  nlohmann::json witness;                                      // null, or the versions were seen to differ

  void add(const nlohmann::json &p) {
    if (p.contains("program_witness")) { // not a partition
      witness = p["program_witness"];
      return;
    }
    const std::size_t it = p.value("iteration", std::size_t{1}), index = p.value("index", std::size_t{0});
    // a partition seen before starts a new round of adaptive depth, which explores again from
    // the start: the check is classified from the round it was stopped in (the partitions of
    // two rounds together would count paths twice, and the database refuses them)
    if (!seen_.emplace(it, index).second) {
      seen_ = {{it, index}};
      classes.clear();
      parts.clear();
    }
    if (const auto c = from_string<partition_class>(p.value("class", std::string()))) classes[it].push_back(*c);
    if (!parts.count(it)) parts[it] = nlohmann::json::array();
    parts[it].push_back(p);
  }

private:
  std::set<std::pair<std::size_t, std::size_t>> seen_; // (iteration, partition) of this round
};

} // namespace symdelta::cli
