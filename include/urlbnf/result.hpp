// A value or the reason there is none, as boost::system::result and
// std::expected hold them: what the parse_* functions and resolve() return,
// so that an invalid input cannot be read as an empty URL.
//
//   if (auto r = urlbnf::rfc3986::parse_uri("http://h/")) { use(*r); }
//   else { report(r.error().message); }
//
// value() checks: on an error it throws bad_result_access, whose what() is
// the error's message. operator* and operator-> do not check, as with
// std::optional: they are for code that has tested the result first.
#pragma once

#include <exception>
#include <string>
#include <type_traits>
#include <urlbnf/judgement.hpp>
#include <utility>
#include <variant>

namespace urlbnf {

// value() of a result that holds an error.
class bad_result_access : public std::exception {
 public:
  explicit bad_result_access(std::string message) : message_(std::move(message)) {}
  [[nodiscard]] const char* what() const noexcept override { return message_.c_str(); }

 private:
  std::string message_;
};

// An error, to construct a result from: result<T, E> r = failure<E>{e}.
template <typename E>
struct failure {
  E error;
};

namespace detail {
// How a result keeps its error. A diagnostic is kept as the verdict's
// lazy_diagnostic: worked out (a second run of the grammar) only when
// error() reads it, so that a caller who only tests the result does not
// pay for it.
template <typename E>
struct error_storage {
  using type = E;
  static const E& read(const type& e) { return e; }
  static std::string message(const type& e) { return e.message(); }
};
template <>
struct error_storage<diagnostic> {
  using type = lazy_diagnostic;
  static const diagnostic& read(const type& e) { return *e; }
  static std::string message(const type& e) { return e->message; }
};
}  // namespace detail

template <typename T, typename E = diagnostic>
class result {
  using storage = detail::error_storage<E>;

 public:
  using value_type = T;
  using error_type = E;

  // Implicit both, as std::expected's are: `return value;`, `return failure<E>{e};`.
  result(T value) noexcept(std::is_nothrow_move_constructible_v<T>) : v_(std::in_place_index<0>, std::move(value)) {}
  template <typename U, typename = std::enable_if_t<std::is_constructible_v<typename storage::type, U&&>>>
  result(failure<U> f) : v_(std::in_place_index<1>, std::move(f.error)) {}

  [[nodiscard]] bool has_value() const noexcept { return v_.index() == 0; }
  [[nodiscard]] bool has_error() const noexcept { return v_.index() == 1; }
  explicit operator bool() const noexcept { return has_value(); }

  // The value; bad_result_access, with the error's message, when there is
  // none.
  [[nodiscard]] const T& value() const& {
    check();
    return *std::get_if<0>(&v_);
  }
  [[nodiscard]] T& value() & {
    check();
    return *std::get_if<0>(&v_);
  }
  [[nodiscard]] T&& value() && {
    check();
    return std::move(*std::get_if<0>(&v_));
  }

  // The value, unchecked: has_value() must be true.
  const T& operator*() const& noexcept { return *std::get_if<0>(&v_); }
  T& operator*() & noexcept { return *std::get_if<0>(&v_); }
  const T* operator->() const noexcept { return std::get_if<0>(&v_); }
  T* operator->() noexcept { return std::get_if<0>(&v_); }

  // The error; bad_result_access when the result holds a value.
  [[nodiscard]] const E& error() const {
    if (has_value()) {
      throw bad_result_access("result holds a value, not an error");
    }
    return storage::read(*std::get_if<1>(&v_));
  }

  // As std::expected compares: equal when it holds a value equal to `v`.
  template <typename U, typename = std::enable_if_t<!std::is_same_v<std::decay_t<U>, result>>>
  friend bool operator==(const result& r, const U& v) {
    return r.has_value() && *r == v;
  }
  template <typename U, typename = std::enable_if_t<!std::is_same_v<std::decay_t<U>, result>>>
  friend bool operator!=(const result& r, const U& v) {
    return !(r == v);
  }

 private:
  void check() const {
    if (!has_value()) {
      throw bad_result_access(storage::message(*std::get_if<1>(&v_)));
    }
  }

  std::variant<T, typename storage::type> v_;
};

// A typed tree as a result: the tree when its verdict is valid, else its
// verdict's diagnostic (still worked out only when read).
template <typename Tree>
result<Tree> tree_result(Tree tree) {
  if (!tree.verdict.valid) {
    return failure<lazy_diagnostic>{std::move(tree.verdict.error)};
  }
  return tree;
}

// Why resolve() gives no target: which of its inputs the grammar rejects,
// and the diagnostic of that rejection (its offset is in that input).
enum class resolve_operand { base, reference };

struct resolve_error {
  resolve_operand operand = resolve_operand::reference;
  diagnostic error;

  // "base: " or "reference: ", then the diagnostic's message.
  [[nodiscard]] std::string message() const {
    return (operand == resolve_operand::base ? "base: " : "reference: ") + error.message;
  }
};

}  // namespace urlbnf
