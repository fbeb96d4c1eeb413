#pragma once
// Reads the generated data modules back: one JSON object per line, flat,
// with string values free of escapes (notation, FEN) and integer values.
#include <fstream>
#include <map>
#include <string>
#include <vector>

using PuzzleRecord = std::map<std::string, std::string>;

inline std::vector<PuzzleRecord> read_puzzle_records(const std::string& path) {
    std::vector<PuzzleRecord> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("{\"id\":", 0) != 0) continue;
        PuzzleRecord r;
        std::size_t i = 1;
        while (i < line.size() && line[i] == '"') {
            const std::size_t key_end = line.find('"', i + 1);
            const std::string key = line.substr(i + 1, key_end - i - 1);
            std::size_t v = key_end + 2;  // past the colon
            std::size_t end;
            if (line[v] == '"') {
                end = line.find('"', v + 1);
                r[key] = line.substr(v + 1, end - v - 1);
                ++end;
            } else {
                end = line.find_first_of(",}", v);
                r[key] = line.substr(v, end - v);
            }
            i = end + 1;
        }
        out.push_back(std::move(r));
    }
    return out;
}
