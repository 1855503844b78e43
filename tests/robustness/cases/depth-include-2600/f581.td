include "f582.td"
