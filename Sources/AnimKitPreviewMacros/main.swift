// The compiler starts this plugin and talks to it over standard input and output until it closes them.
PluginHost(connection: PluginConnection()).serve()
