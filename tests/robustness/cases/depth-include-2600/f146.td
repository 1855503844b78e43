include "f147.td"
