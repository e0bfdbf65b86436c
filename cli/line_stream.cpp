#include "line_stream.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <exception>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace urlbnf::cli {
namespace {

// A stream is read, and cut into batches, this many bytes at a time:
// system calls then cost nothing next to judging, and a modest input still
// makes enough batches to keep N threads busy.
constexpr std::size_t block_size = std::size_t{1} << 18;
// Output of command-line operands is written once this much is pending.
constexpr std::size_t flush_size = std::size_t{1} << 20;
constexpr unsigned max_jobs = 256;

// A stream that cannot be opened or read, and what to say about it.
struct io_error {
  std::string message;
};

// A failed write to standard output, which main() reports (write_stdout).
struct write_failed {};

unsigned jobs_option(const parsed_args& args) {
  const auto text = args.value("-j", "1");
  unsigned jobs = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), jobs);
  if (ec != std::errc() || end != text.data() + text.size() || jobs < 1 || jobs > max_jobs) {
    throw usage_error{"-j " + text + ": expected a number of threads from 1 to " + std::to_string(max_jobs)};
  }
  return jobs;
}

void write_output(const output_buffer& out) {
  // What a command wrote through std::cout goes first.
  std::cout.flush();
  if (!write_stdout(out.view())) {
    throw write_failed{};
  }
}

// A stream as batches of whole lines. A line longer than the limit is not
// kept whole: its first limit + 1 bytes stand for it, and its length is
// reported, so that memory stays bounded however long a line is.
class batch_reader {
 public:
  // `fd` is read until its end; `name` is how errors name it.
  batch_reader(int fd, std::string name, std::size_t max_line)
      : fd_(fd), name_(std::move(name)), max_line_(max_line) {}

  // Replaces `batch` with the next lines of the stream, each with its
  // newline but the stream's last when it has none; false at the end of
  // the stream. `cut` is 0, or the length of the one line of a batch whose
  // line was longer than the limit; `first_line` the number of the batch's
  // first line, from 1.
  bool next(std::string& batch, std::size_t& cut, std::size_t& first_line) {
    first_line = next_line_;
    ++next_line_;  // a batch holds at least one line; its newlines are counted once it is cut
    cut = 0;
    batch.assign(rest_);  // keeps the capacity of a reused batch
    rest_.clear();
    // What skip_line kept may hold whole lines: it is scanned first.
    std::size_t scanned = 0;
    for (;;) {
      // One read() at a time, not until the block is full: a line typed or
      // piped in slowly is judged as soon as it arrives. Only what was not
      // scanned yet can hold a newline.
      const auto newline = std::string_view(batch).substr(scanned).rfind('\n');
      if (newline != std::string_view::npos) {
        const auto end = scanned + newline + 1;
        rest_.assign(batch, end);
        batch.resize(end);
        // Each newline but the last starts a line of this batch.
        next_line_ += static_cast<std::size_t>(std::count(batch.begin(), batch.end() - 1, '\n'));
        return true;
      }
      scanned = batch.size();
      // Everything read holds no newline: one line, too long unless it is
      // one byte longer than the limit and that byte is the CR that
      // judge_batch strips (its LF may come with the next read).
      if (batch.size() > max_line_ && (batch.size() - max_line_ > 1 || batch.back() != '\r')) {
        cut = skip_line(batch.size(), batch.back());
        batch.resize(max_line_ + 1);
        return true;
      }
      const auto got = read_some(block_.get(), block_size);
      batch.append(block_.get(), got);
      if (got == 0) {
        return !batch.empty();
      }
    }
  }

 private:
  std::size_t read_some(char* into, std::size_t size) const {
    for (;;) {
      const auto got = ::read(fd_, into, size);
      if (got >= 0) {
        return static_cast<std::size_t>(got);
      }
      if (errno != EINTR) {
        throw io_error{"error reading " + name_ + ": " + std::strerror(errno)};
      }
    }
  }

  // Reads and drops the rest of a line whose first `held` bytes, the last
  // of them `last`, were read, keeping what follows its newline; the line's
  // length without its newline and a CR before it, as judge_batch measures
  // a line, however the reads cut it.
  std::size_t skip_line(std::size_t held, char last) {
    std::size_t length = held;
    for (;;) {
      const auto got = read_some(block_.get(), block_size);
      if (got == 0) {
        break;
      }
      const std::string_view read(block_.get(), got);
      const auto newline = read.find('\n');
      if (newline != std::string_view::npos) {
        rest_.assign(read.substr(newline + 1));
        length += newline;
        last = newline > 0 ? read[newline - 1] : last;
        break;
      }
      length += got;
      last = read.back();
    }
    return last == '\r' ? length - 1 : length;
  }

  int fd_;
  std::string name_;
  std::size_t max_line_;
  std::size_t next_line_ = 1;
  // Where each read() lands: growing the batch by a block before reading
  // into it would zero a block for every read, however few bytes came.
  std::unique_ptr<char[]> block_{new char[block_size]};
  // The start of a line that the last block cut.
  std::string rest_;
};

// The start of a line longer than the limit that its JSON object shows:
// at most long_line_prefix bytes, not cutting a UTF-8 character in two.
std::string_view long_line_start(std::string_view line, std::size_t max) {
  const auto shown = std::min({line.size(), max, long_line_prefix});
  auto end = shown;
  while (end > 0 && end < line.size() && shown - end < 3 && (static_cast<unsigned char>(line[end]) & 0xC0U) == 0x80U) {
    --end;
  }
  const bool inside_character = end < line.size() && (static_cast<unsigned char>(line[end]) & 0xC0U) == 0x80U;
  return line.substr(0, inside_character || end == 0 ? shown : end);
}

// What is printed for a line longer than the limit, in place of a verdict:
// in JSON, an object per judge with the keys of a verdict that apply and
// "truncated", "input" holding the line's start; its "error" is a verdict's
// error object, of code "line_too_long", at the offset of the first byte
// not read.
void render_long_line(output_buffer& out, const input_line& line, std::size_t length, const line_limit& limit) {
  if (!limit.json) {
    out << "invalid  (a line of " << length << " bytes, longer than --max-line " << limit.max << "; not read)\n";
    return;
  }
  const auto start = long_line_start(line.text, limit.max);
  for (const auto& by : limit.judges) {
    out << "{\"error\":{\"category\":null,\"code\":\"line_too_long\",\"expected\":[],\"message\":\"the line is "
        << length << " bytes, longer than --max-line (" << limit.max << "); not read\",\"offset\":" << limit.max
        << ",\"remedy\":null,\"repair\":null,\"section\":null}";
    if (!line.file.empty()) {
      out << ",\"file\":";
      render_json_string(out, line.file);
    }
    out << ",\"input\":";
    render_json_string(out, start);
    if (!is_utf8(start)) {
      out << ",\"input_base64\":\"" << base64(start) << '"';
    }
    out << ",\"length\":" << length;
    if (line.line != 0) {
      out << ",\"line\":" << line.line;
    }
    out << ",\"rfc\":";
    render_json_string(out, by.rfc);
    out << ",\"rule\":";
    if (by.rule.empty()) {
      out << "null";
    } else {
      render_json_string(out, by.rule);
    }
    out << ",\"truncated\":true,\"valid\":false}\n";
  }
}

bool judge_line(const input_line& line, std::size_t length, output_buffer& out, const line_judge& judge,
                const line_limit& limit) {
  if (length > limit.max) {
    render_long_line(out, line, length, limit);
    return false;
  }
  return judge(line, out);
}

// A batch of lines of the stream `file` ("" for standard input read
// without -f), the first numbered `first_line`.
bool judge_batch(std::string_view batch, std::size_t cut, std::size_t first_line, std::string_view file,
                 output_buffer& out, const line_judge& judge, const line_limit& limit) {
  if (cut != 0) {
    return judge_line({batch, first_line, file}, cut, out, judge, limit);
  }
  bool all_valid = true;
  for (auto number = first_line; !batch.empty(); ++number) {
    const auto newline = batch.find('\n');
    auto line = batch.substr(0, newline);
    batch.remove_prefix(newline == std::string_view::npos ? batch.size() : newline + 1);
    if (!line.empty() && line.back() == '\r') {
      line.remove_suffix(1);
    }
    all_valid = judge_line({line, number, file}, line.size(), out, judge, limit) && all_valid;
  }
  return all_valid;
}

bool judge_serially(batch_reader& reader, std::string_view file, const line_judge& judge, const line_limit& limit) {
  std::string batch;
  std::size_t cut = 0;
  std::size_t first_line = 0;
  output_buffer out;
  bool all_valid = true;
  while (reader.next(batch, cut, first_line)) {
    all_valid = judge_batch(batch, cut, first_line, file, out, judge, limit) && all_valid;
    write_output(out);
    out.clear();
  }
  return all_valid;
}

// The main thread reads batches; `jobs` workers judge them, and whichever
// finishes the oldest unwritten batch writes it and every finished one after
// it, so output keeps the input's order without a writer thread waiting on
// the reader. At most 2 batches per worker are read and not yet written, and
// written ones are reused, their buffers already grown.
bool judge_in_parallel(batch_reader& reader, std::string_view file, const line_judge& judge, unsigned jobs,
                       const line_limit& limit) {
  struct batch {
    std::string input;
    std::size_t cut = 0;
    std::size_t first_line = 0;
    output_buffer output;
    bool all_valid = true;
    bool judged = false;
  };
  std::mutex mutex;
  std::condition_variable batch_queued;
  std::condition_variable batch_written;
  std::deque<std::unique_ptr<batch>> unwritten;  // in input order
  std::deque<batch*> unjudged;
  std::vector<std::unique_ptr<batch>> written;
  bool end_of_input = false;
  bool writing = false;
  bool all_valid = true;
  std::exception_ptr failure;  // a write error, or what a judge threw

  auto work = [&] {
    std::unique_lock lock(mutex);
    for (;;) {
      batch_queued.wait(lock, [&] { return !unjudged.empty() || end_of_input || failure; });
      if (unjudged.empty() || failure) {
        return;
      }
      auto* mine = unjudged.front();
      unjudged.pop_front();
      lock.unlock();
      mine->all_valid = judge_batch(mine->input, mine->cut, mine->first_line, file, mine->output, judge, limit);
      lock.lock();
      mine->judged = true;
      if (writing) {
        continue;  // the worker writing will find it
      }
      writing = true;
      while (!unwritten.empty() && unwritten.front()->judged) {
        auto oldest = std::move(unwritten.front());
        unwritten.pop_front();
        all_valid = all_valid && oldest->all_valid;
        lock.unlock();
        write_output(oldest->output);
        oldest->output.clear();
        oldest->judged = false;
        lock.lock();
        written.push_back(std::move(oldest));
        batch_written.notify_one();
      }
      writing = false;
    }
  };
  auto worker = [&] {
    try {
      work();
    } catch (...) {
      const std::lock_guard lock(mutex);
      if (!failure) {
        failure = std::current_exception();
      }
      batch_queued.notify_all();
      batch_written.notify_all();
    }
  };

  std::vector<std::thread> workers;
  for (unsigned i = 0; i < jobs; ++i) {
    workers.emplace_back(worker);
  }
  std::exception_ptr read_failure;
  try {
    for (;;) {
      std::unique_ptr<batch> next;
      {
        std::unique_lock lock(mutex);
        batch_written.wait(lock, [&] { return unwritten.size() < 2 * jobs || failure; });
        if (failure) {
          break;
        }
        if (!written.empty()) {
          next = std::move(written.back());
          written.pop_back();
        }
      }
      if (!next) {
        next = std::make_unique<batch>();
      }
      if (!reader.next(next->input, next->cut, next->first_line)) {
        break;
      }
      const std::lock_guard lock(mutex);
      unjudged.push_back(next.get());
      unwritten.push_back(std::move(next));
      batch_queued.notify_one();
    }
  } catch (const io_error&) {
    // Judge and write what was read before saying so, as -j 1 does.
    read_failure = std::current_exception();
  }
  {
    const std::lock_guard lock(mutex);
    end_of_input = true;
  }
  batch_queued.notify_all();
  for (auto& w : workers) {
    w.join();
  }
  if (failure) {
    std::rethrow_exception(failure);
  }
  if (read_failure) {
    std::rethrow_exception(read_failure);
  }
  return all_valid;
}

line_limit line_limit_option(const parsed_args& args, std::vector<judged_by> judges) {
  const auto text = args.value("--max-line", std::to_string(default_max_line));
  std::size_t max = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), max);
  if (ec != std::errc() || end != text.data() + text.size() || max == 0) {
    throw usage_error{"--max-line " + text + ": expected a number of bytes, at least 1"};
  }
  return {max, args.flag("--json"), std::move(judges)};
}

// The lines of standard input ("-") or of the file `name`, named `file` in
// JSON ("" for standard input read without -f).
bool judge_stream(const std::string& name, std::string_view file, unsigned jobs, const line_judge& judge,
                  const line_limit& limit) {
  const bool standard_input = name == "-";
  const int fd = standard_input ? STDIN_FILENO : ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    throw io_error{"cannot open " + escaped(name) + ": " + std::strerror(errno)};
  }
  // Closed however the stream ends: a write error or a judge's exception too.
  const std::unique_ptr<const int, void (*)(const int*)> closed(&fd, [](const int* f) { ::close(*f); });
  batch_reader reader(fd, standard_input ? std::string("standard input") : escaped(name), limit.max);
  const auto all_valid =
      jobs == 1 ? judge_serially(reader, file, judge, limit) : judge_in_parallel(reader, file, judge, jobs, limit);
  return all_valid;
}

// A URL operand that also names a file or a directory is still judged as a
// URL (a relative reference is one), but a file name given where -f was
// meant would otherwise pass silently.
void note_if_file(std::string_view command, const std::string& operand) {
  struct stat st {};
  if (::stat(operand.c_str(), &st) != 0) {
    return;
  }
  const bool directory = S_ISDIR(st.st_mode);
  std::cerr << "urlbnf " << command << ": note: the operand \"" << escaped(operand) << "\", judged as a URL, names a "
            << (directory ? "directory" : "file");
  if (!directory) {
    std::cerr << "; to read URLs from it, one a line: urlbnf " << command << " -f " << escaped(operand);
  }
  std::cerr << '\n';
}

}  // namespace

int judge_inputs(const parsed_args& args, std::string_view command, std::vector<judged_by> judges,
                 const line_judge& judge) {
  const auto jobs = jobs_option(args);
  const auto limit = line_limit_option(args, std::move(judges));
  bool all_valid = true;
  try {
    if (args.sources.empty()) {
      all_valid = judge_stream("-", "", jobs, judge, limit);
    }
    output_buffer out;
    for (const auto& source : args.sources) {
      if (source.is_stream) {
        write_output(out);
        out.clear();
        // Standard input named as "-" is named "-" in JSON, as -f - names it.
        all_valid = judge_stream(source.name, source.name, jobs, judge, limit) && all_valid;
        continue;
      }
      note_if_file(command, source.name);
      all_valid = judge_line({source.name, 0, {}}, source.name.size(), out, judge, limit) && all_valid;
      if (out.view().size() >= flush_size) {
        write_output(out);
        out.clear();
      }
    }
    write_output(out);
  } catch (const write_failed&) {
    return exit_usage;
  } catch (const io_error& e) {
    std::cerr << "urlbnf " << command << ": " << e.message << '\n';
    return exit_usage;
  }
  return all_valid ? exit_valid : exit_invalid;
}

}  // namespace urlbnf::cli
