include "f921.td"
