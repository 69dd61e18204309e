#pragma once
// A decorator that answers a query it has answered before without calling the solver. The key
// is the set of asserted terms (by structural identity, compared exactly, not just hashed);
// only sat and unsat answers are kept, since unknown and timeout may go differently with more
// time. cached<S> satisfies every concept S does.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <string_view>
#include <vector>

#include "symdelta/solver/concepts.hpp"

namespace symdelta::solver {

template <backend S> class cached : public S {
public:
  using S::S;
  using typename S::term;

  void add(const term &t) {
    frames_.back().push_back(this->term_id(t));
    alive_.push_back(t);
    S::add(t);
  }
  void push() {
    S::push();
    frames_.emplace_back();
  }
  void pop(std::uint32_t n = 1) {
    S::pop(n);
    frames_.resize(frames_.size() - n);
  }

  check_result check(std::chrono::milliseconds timeout, std::string_view kind = {}) {
    std::vector<std::uint64_t> key;
    for (const auto &f : frames_)
      key.insert(key.end(), f.begin(), f.end());
    std::sort(key.begin(), key.end());
    key.erase(std::unique(key.begin(), key.end()), key.end());
    last_timeout_ = timeout;
    if (auto it = answers_.find(key); it != answers_.end()) {
      ++hits_;
      model_stale_ = true;
      check_result r = it->second;
      r.elapsed = std::chrono::microseconds{0};
      return r;
    }
    ++misses_;
    model_stale_ = false;
    check_result r = S::check(timeout, kind);
    if (r.is_definite()) answers_.emplace(std::move(key), r);
    return r;
  }

  /// After a cached sat answer the solver has not run on these assertions: run it now.
  typename S::model get_model() {
    if (model_stale_) {
      S::check(last_timeout_ * 2);
      model_stale_ = false;
    }
    return S::get_model();
  }

  [[nodiscard]] std::uint64_t hits() const { return hits_; }
  [[nodiscard]] std::uint64_t misses() const { return misses_; }

private:
  std::vector<std::vector<std::uint64_t>> frames_{1};
  std::map<std::vector<std::uint64_t>, check_result> answers_;
  // every term a key mentions, held so that the solver never frees it and reuses its id (Z3
  // does) for a different term, which would let a stored answer match other assertions
  std::vector<term> alive_;
  std::chrono::milliseconds last_timeout_{0};
  bool model_stale_ = false;
  std::uint64_t hits_ = 0, misses_ = 0;
};

} // namespace symdelta::solver
