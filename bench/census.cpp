#include "census.hpp"

#include <new>

// glibc's allocator under its own names; <cstdlib> is not included, so that
// malloc can be defined here without clashing with its declaration.
extern "C" {
void* __libc_malloc(std::size_t size) noexcept;
void* __libc_calloc(std::size_t count, std::size_t size) noexcept;
void* __libc_realloc(void* pointer, std::size_t size) noexcept;
void __libc_free(void* pointer) noexcept;
}

namespace {

urlbnf_bench::allocation_count total;

void count(std::size_t size) noexcept {
  ++total.allocations;
  total.bytes += size;
}

void* allocate(std::size_t size) {
  count(size);
  if (void* p = __libc_malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}

}  // namespace

urlbnf_bench::allocation_count urlbnf_bench::allocations_so_far() noexcept { return total; }

// The nothrow forms of libstdc++ call these; the over-aligned forms are left
// to it, since nothing measured allocates over-aligned types.
void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void operator delete(void* pointer) noexcept { __libc_free(pointer); }
void operator delete[](void* pointer) noexcept { __libc_free(pointer); }
void operator delete(void* pointer, std::size_t) noexcept { __libc_free(pointer); }
void operator delete[](void* pointer, std::size_t) noexcept { __libc_free(pointer); }

// glibc asks a program that replaces malloc to replace free with it.
extern "C" {
void* malloc(std::size_t size) noexcept {
  count(size);
  return __libc_malloc(size);
}
void* calloc(std::size_t count_, std::size_t size) noexcept {
  count(count_ * size);
  return __libc_calloc(count_, size);
}
void* realloc(void* pointer, std::size_t size) noexcept {
  count(size);
  return __libc_realloc(pointer, size);
}
void free(void* pointer) noexcept { __libc_free(pointer); }
}
