// The allocation census: every heap allocation of the program, counted.
// census.cpp replaces the global operator new and interposes malloc, calloc
// and realloc (uriparser is C and allocates with malloc); both forward to
// glibc's own allocator, so each allocation is counted once. The counters
// are plain integers: the benchmark runs on one thread.
#pragma once

#include <cstddef>

namespace urlbnf_bench {

struct allocation_count {
  std::size_t allocations = 0;
  std::size_t bytes = 0;
};

// The allocations made since the program started.
allocation_count allocations_so_far() noexcept;

}  // namespace urlbnf_bench
