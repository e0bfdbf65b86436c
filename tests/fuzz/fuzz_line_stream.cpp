// The command's line reader (cli/line_stream.cpp) as a filter sees it:
// standard input is a SOCK_SEQPACKET socket, each read of which returns one
// packet, so that the input arrives cut where the fuzzer says, as a slow
// pipe delivers it; standard output is a memory file. The first byte sets
// --max-line (1 to 32), the second -j (1 to 3) and --json; the rest is the
// stream, cut into packets at each 0xFF byte. However the stream is cut
// and however many threads judge it, the output is that of its lines in
// order, each split at LF with a trailing CR stripped, a line longer than
// --max-line reported with its length in place of a verdict, and the exit
// status says whether every line was valid (here: not empty).
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>
#include <thread>
#include <vector>

#include "../../cli/line_stream.hpp"
#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

// Standard input and output replaced for one run, and put back.
class redirected {
 public:
  redirected(int in, int out) : saved_in_(::dup(STDIN_FILENO)), saved_out_(::dup(STDOUT_FILENO)) {
    require(saved_in_ >= 0 && saved_out_ >= 0 && ::dup2(in, STDIN_FILENO) >= 0 && ::dup2(out, STDOUT_FILENO) >= 0,
            "the harness redirects standard input and output");
  }
  redirected(const redirected&) = delete;
  redirected& operator=(const redirected&) = delete;
  ~redirected() {
    ::dup2(saved_in_, STDIN_FILENO);
    ::dup2(saved_out_, STDOUT_FILENO);
    ::close(saved_in_);
    ::close(saved_out_);
  }

 private:
  int saved_in_;
  int saved_out_;
};

std::string read_all(int fd) {
  std::string all;
  char block[4096];
  ::lseek(fd, 0, SEEK_SET);
  for (;;) {
    const auto got = ::read(fd, block, sizeof block);
    require(got >= 0, "the harness reads the output back");
    if (got == 0) {
      return all;
    }
    all.append(block, static_cast<std::size_t>(got));
  }
}

// The output with each over-long line's object cut after "input": and
// given its "line" on the next line, so that it compares with what the
// harness expects without rendering the JSON string of the line's start.
std::string comparable(const std::string& written) {
  std::string out;
  std::size_t begin = 0;
  while (begin < written.size()) {
    const auto end = written.find('\n', begin);
    const auto line = written.substr(begin, end - begin);
    begin = end + 1;
    const auto input = line.find(",\"input\":");
    if (line.rfind("{\"error\":", 0) != 0 || input == std::string::npos) {
      out += line + '\n';
      continue;
    }
    const auto number = line.find("\"line\":", input);
    require(number != std::string::npos, "an over-long line's object has its line");
    out += line.substr(0, input + 9) + '\n' + line.substr(number + 7, line.find(',', number) - number - 7) + '\n';
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) {
    return 0;
  }
  const std::size_t max_line = 1 + data[0] % 32;
  const unsigned jobs = 1 + data[1] % 3;
  const bool json = (data[1] & 4) != 0;
  const auto input = fuzz::as_text(data + 2, size - 2);

  std::vector<std::string_view> packets;
  std::string stream;
  for (std::size_t begin = 0; begin <= input.size();) {
    const auto cut = std::min(input.find('\xFF', begin), input.size());
    // An empty packet would read as the end of input.
    if (cut > begin) {
      packets.push_back(input.substr(begin, cut - begin));
      stream.append(packets.back());
    }
    begin = cut + 1;
  }

  std::string expected;
  bool all_valid = true;
  std::size_t number = 0;
  for (std::size_t begin = 0; begin < stream.size();) {
    ++number;
    const auto newline = std::min(stream.find('\n', begin), stream.size());
    auto line = std::string_view(stream).substr(begin, newline - begin);
    begin = newline + 1;
    if (!line.empty() && line.back() == '\r') {
      line.remove_suffix(1);
    }
    const auto length = std::to_string(line.size());
    const auto max = std::to_string(max_line);
    if (line.size() > max_line && json) {
      // The object's start: every key before "input", whose value depends
      // on the bytes; then the line number, which must follow the stream.
      expected +=
          "{\"error\":{\"category\":null,\"code\":\"line_too_long\",\"expected\":[],"
          "\"message\":\"the line is " +
          length + " bytes, longer than --max-line (" + max + "); not read\",\"offset\":" + max +
          ",\"remedy\":null,\"repair\":null,\"section\":null},\"input\":\n" + std::to_string(number) + "\n";
      all_valid = false;
    } else if (line.size() > max_line) {
      expected += "invalid  (a line of " + length + " bytes, longer than --max-line " + max + "; not read)\n";
      all_valid = false;
    } else {
      expected += std::to_string(number) + "<" + std::string(line) + ">\n";
      all_valid = all_valid && !line.empty();
    }
  }

  int sockets[2];
  require(::socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sockets) == 0, "the harness makes a socket pair");
  const int output = ::memfd_create("fuzz_line_stream", 0);
  require(output >= 0, "the harness makes a memory file");
  std::thread writer([&] {
    for (const auto packet : packets) {
      require(::write(sockets[1], packet.data(), packet.size()) == static_cast<ssize_t>(packet.size()),
              "the harness writes each packet whole");
    }
    ::close(sockets[1]);
  });
  cli::parsed_args args;
  args.values["--max-line"] = std::to_string(max_line);
  args.values["-j"] = std::to_string(jobs);
  if (json) {
    args.flags.insert("--json");
  }
  int status = 0;
  {
    const redirected io(sockets[0], output);
    status =
        cli::judge_inputs(args, "fuzz", {{"fuzz", "line"}}, [](const cli::input_line& line, cli::output_buffer& out) {
          out << line.line << '<' << line.text << ">\n";
          return !line.text.empty();
        });
  }
  writer.join();
  ::close(sockets[0]);
  const auto written = comparable(read_all(output));
  ::close(output);
  require(written == expected, "the output is that of the stream's lines, in order, however the stream is cut");
  require(status == (all_valid ? cli::exit_valid : cli::exit_invalid), "the exit status says whether all were valid");
  return 0;
}
