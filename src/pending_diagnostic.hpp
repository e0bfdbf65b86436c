// A rejection's diagnostic worked out when it is first read: check() keeps
// what it needs (a copy of the input, the rule, the options) and, when
// asked, runs the grammar again with its diagnostics. Private to the
// library.
#pragma once

#include <atomic>
#include <cstring>
#include <mutex>
#include <new>
#include <optional>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/wording.hpp>

namespace urlbnf::detail {

// Whether RFC 1630's check(), whose reasons are worked out along with its
// verdict, works out a rejection's diagnostic now, or leaves it to be
// worked out when it is read. `now` is asked when the diagnostic is read,
// of an input known to be rejected: it judges by the tracking run first,
// so a rejection is not validated twice.
enum class diagnosis { now, deferred };

class pending_diagnostic {
 public:
  pending_diagnostic(const pending_diagnostic&) = delete;
  pending_diagnostic& operator=(const pending_diagnostic&) = delete;

  // The diagnostic, worked out by the first call. Not std::call_once:
  // glibc's wakes waiters with a system call every time it runs, which
  // cost as much as the diagnostic itself; an uncontended mutex makes none.
  diagnostic& get() {
    if (!done_.load(std::memory_order_acquire)) {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (!done_.load(std::memory_order_relaxed)) {
        value_ = compute();
        done_.store(true, std::memory_order_release);
      }
    }
    return *value_;
  }

  // Whether no other verdict holds it.
  [[nodiscard]] bool sole() const noexcept { return references_.load(std::memory_order_acquire) == 1; }

 protected:
  pending_diagnostic() = default;
  virtual ~pending_diagnostic() = default;

 private:
  friend void retain(pending_diagnostic& pending) noexcept;
  friend void release(pending_diagnostic* pending) noexcept;

  virtual diagnostic compute() const = 0;
  // Destroys and frees it, as it was allocated.
  virtual void destroy() noexcept = 0;

  std::atomic<std::size_t> references_{1};
  std::atomic<bool> done_{false};
  std::mutex mutex_;
  std::optional<diagnostic> value_;
};

// What a grammar's rejection of `input` by `rule` reads as its diagnostic.
template <typename Options>
using diagnosis_function = diagnostic (*)(std::string_view input, std::string_view rule, const Options& opts);

// The input and the rule are kept after the object, in its one allocation:
// a rejection that is never read costs no more than that.
template <typename Options>
class pending_check final : public pending_diagnostic {
 public:
  static pending_check* make(std::string_view input, std::string_view rule, const Options& opts,
                             diagnosis_function<Options> diagnose) {
    void* memory = ::operator new(sizeof(pending_check) + input.size() + rule.size());
    char* text = static_cast<char*>(memory) + sizeof(pending_check);
    if (!input.empty()) {
      std::memcpy(text, input.data(), input.size());
    }
    if (!rule.empty()) {
      std::memcpy(text + input.size(), rule.data(), rule.size());
    }
    return new (memory) pending_check({text, input.size()}, {text + input.size(), rule.size()}, opts, diagnose);
  }

 private:
  pending_check(std::string_view input, std::string_view rule, const Options& opts,
                diagnosis_function<Options> diagnose) noexcept
      : input_(input), rule_(rule), opts_(opts), diagnose_(diagnose) {
    // The caller's vocabulary may not outlive the verdict: its words are
    // kept here.
    if (opts.vocabulary != nullptr) {
      words_ = *opts.vocabulary;
      opts_.vocabulary = &words_;
    }
  }
  ~pending_check() override = default;

  diagnostic compute() const override { return diagnose_(input_, rule_, opts_); }
  void destroy() noexcept override {
    this->~pending_check();
    ::operator delete(static_cast<void*>(this));
  }

  std::string_view input_;
  std::string_view rule_;
  Options opts_;
  vocabulary words_{};
  diagnosis_function<Options> diagnose_;
};

// The diagnostic of a rejection of `input` by `rule`, as `diagnose` works
// it out, when it is read.
template <typename Options>
lazy_diagnostic defer(std::string_view input, std::string_view rule, const Options& opts,
                      diagnosis_function<Options> diagnose) {
  return lazy_diagnostic(pending_check<Options>::make(input, rule, opts, diagnose));
}

}  // namespace urlbnf::detail
